import type { Notice } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { apiQueryKey, fetchApi, useApiQuery } from '../../api/useApiQuery';

/** The user's newest notices and unread count; `notice:new` refetches it (`live/invalidation.ts`). */
export function useNotices(userID: number) {
  return useApiQuery('getNotices', { userID });
}

/**
 * Marks the notices named as read (only those the user was shown, so one that arrives in the
 * meantime stays unread) and writes the server's count and the read flags into the cache.
 */
export async function markRead(userID: number, noticeIDs: number[]): Promise<void> {
  const { unread } = await fetchApi('markNoticesRead', { userID, noticeIDs });
  const named = new Set(noticeIDs);
  queryClient.setQueryData<{ notices: Notice[]; unread: number }>(apiQueryKey('getNotices', { userID }), (old) =>
    old === undefined
      ? old
      : {
          unread,
          notices: old.notices.map((notice) => (named.has(notice.noticeID) ? { ...notice, read: true } : notice)),
        },
  );
}

/** The bell's name for screen readers, with the count: 'Varsler, 2 uleste'. */
export function bellLabel(unread: number | null): string {
  if (unread === null) return 'Varsler';
  if (unread === 0) return 'Varsler, ingen uleste';
  return `Varsler, ${unread} ${unread === 1 ? 'ulest' : 'uleste'}`;
}

/**
 * Where a notice leads: its round's points, the team to pick before the deadline (or to change,
 * when a player of it will not play), or a club player's answers.
 */
export function noticeLink(notice: Notice): { to: string; label: string } | null {
  if (notice.kind === 'availabilityRequest') return { to: '/fantasy/availability', label: 'Svar nå' };
  if (notice.kind === 'playerOut') return { to: '/fantasy/team', label: 'Gå til Mitt lag' };
  if (notice.round === null) return null;
  if (notice.kind === 'deadlineReminder') return { to: '/fantasy/team', label: 'Velg laget ditt' };
  return { to: '/fantasy/points', label: 'Se poengene' };
}
