import { describe, expect, it } from 'vitest';
import type { DeadlinePayload } from '@vsf/contract';
import { formatRemaining, remainingMs } from './countdown';
import { deadlineClockFrom } from '../../api/live/deadlineClock';

const duration = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

describe('formatRemaining', () => {
  it('shows days, hours, minutes and seconds in Norwegian', () => {
    expect(formatRemaining(duration(2, 4, 12, 9))).toBe('2d 04t 12m 09s');
  });

  it('keeps zero days and pads the rest', () => {
    expect(formatRemaining(duration(0, 0, 0, 5))).toBe('0d 00t 00m 05s');
  });

  it('rounds a part-second up, so the last second still counts', () => {
    expect(formatRemaining(300)).toBe('0d 00t 00m 01s');
    expect(formatRemaining(duration(0, 1, 0, 0) - 1)).toBe('0d 01t 00m 00s');
  });

  it('has nothing left at and after zero', () => {
    expect(formatRemaining(0)).toBeNull();
    expect(formatRemaining(-5000)).toBeNull();
    expect(formatRemaining(Number.NaN)).toBeNull();
  });
});

describe('the server clock', () => {
  const payload: DeadlinePayload = {
    season: 2026,
    round: 3,
    matchID: '123',
    deadlineAt: '2026-05-01T23:59:00+02:00',
    serverNow: '2026-05-01T21:59:00.000Z',
  };

  it('stores the skew between the server and the browser', () => {
    const browserNow = Date.parse('2026-05-01T21:58:50.000Z');
    expect(deadlineClockFrom(payload, browserNow)).toEqual({ deadlineAt: payload.deadlineAt, skewMs: 10_000 });
  });

  it('counts down on the server clock whatever the browser clock says', () => {
    const browserNow = Date.parse('2026-05-01T21:58:50.000Z');
    const { skewMs } = deadlineClockFrom(payload, browserNow);
    // The deadline (21:59 UTC) is exactly the server's now: nothing remains.
    expect(remainingMs(payload.deadlineAt!, browserNow, skewMs)).toBe(0);
  });
});
