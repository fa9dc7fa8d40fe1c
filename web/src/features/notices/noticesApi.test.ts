import { describe, expect, it } from 'vitest';
import type { Notice, NoticeKind } from '@vsf/contract';
import { noticeLink } from './noticesApi';

const notice = (kind: NoticeKind): Notice => ({
  noticeID: 1,
  kind,
  text: '…',
  season: 2030,
  round: 12,
  matchID: 'M12',
  createdAt: '2030-05-08T20:15:00+02:00',
  read: false,
});

describe('where a notice leads', () => {
  it('takes a club player asked whether he can play to his answers, and a manager told of a player out to Mitt lag', () => {
    expect(noticeLink(notice('availabilityRequest'))).toEqual({ to: '/fantasy/availability', label: 'Svar nå' });
    expect(noticeLink(notice('playerOut'))).toEqual({ to: '/fantasy/team', label: 'Gå til Mitt lag' });
    expect(noticeLink(notice('deadlineReminder'))).toEqual({ to: '/fantasy/team', label: 'Velg laget ditt' });
  });
});
