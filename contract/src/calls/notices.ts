/**
 * A manager's notices: what changed in their points and why, a confirmed
 * result, and deadline reminders; a club player's question whether they can play, and a
 * manager's word that a player of theirs will not. Stored per user, shown behind the header's bell.
 */

export type NoticeKind =
  | 'pointsChanged'
  | 'resultReady'
  | 'deadlineReminder'
  /** To a club player who has not answered a fixture three days before it. */
  | 'availabilityRequest'
  /** To a manager whose team holds a player who answered 'Kan ikke' or was left out of the squad. */
  | 'playerOut';

export interface Notice {
  noticeID: number;
  kind: NoticeKind;
  /** Norwegian, whole: 'Poengene dine for runde 12 er endret fra 34 til 31: Ola Nordmann fikk et gult kort.' */
  text: string;
  season: number | null;
  round: number | null;
  matchID: string | null;
  /** ISO 8601 */
  createdAt: string;
  read: boolean;
}

export interface NoticesCalls {
  /** Owner: the newest notices first (at most 50) and how many are unread. */
  getNotices: { input: { userID?: number }; answer: { notices: Notice[]; unread: number } };
  /** Owner: marks the notices named (every notice without `noticeIDs`) as read. */
  markNoticesRead: { input: { userID?: number; noticeIDs?: number[] }; answer: { unread: number } };
}
