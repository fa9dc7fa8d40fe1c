/**
 * The events of DESIGN §4: names, rooms and payloads, shared by the API (which
 * emits), the realtime server (which relays) and the web (which listens).
 * Payloads stay small: clients refetch what they need.
 */
import type { LiveTickerKind, MatchPhase } from '@vsf/engine';
import type { JoinResult, ResumeRequest, ResumeResult } from './liveResume';

export interface DeadlinePayload {
  season: number;
  round: number;
  matchID: string;
  /** ISO 8601 with offset; null when the season is over. */
  deadlineAt: string | null;
  /** The server's clock when this was sent, so browsers can correct their own. */
  serverNow: string;
}

export interface CommentNewPayload {
  postID: number;
  commentID: number;
  userID: number | null;
  username: string | null;
  content: string;
  dateCreated: string;
}

export interface PollUpdatedPayload {
  postID: number;
  pollID: number;
}

/** An article was created, changed, moved or deleted: news lists refetch, caches drop. */
export interface PostsUpdatedPayload {
  postID: number;
}

/**
 * Something happened in a match (to its room and everyone): the ticker shows `text`, and
 * open match pages refetch `getLiveMatch`. Entries from the touchline carry the
 * phase and the event; corrections and deletions say so, so a page never keeps a stale line.
 */
export interface MatchLivePayload {
  season: number;
  round: number;
  matchID: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  kind: LiveTickerKind;
  text: string;
  /** The match's phase after this entry; absent for results entered in the statistics form. */
  phase?: MatchPhase;
  /** The touchline event this is about, when it is one. */
  eventID?: number;
}

export interface SeasonPayload {
  season: number;
}

/** A season's schedule or results changed; a saved match also says which, and who saved it. */
export interface FixturesUpdatedPayload extends SeasonPayload {
  /** The match saveMatch stored, so a form open on it can tell its admin. */
  matchID?: string;
  /** The username of the admin who saved it. */
  savedBy?: string;
}

export interface RankingsUpdatedPayload {
  season: number;
  round: number;
  matchID: string;
}

export interface OwnRankPayload extends RankingsUpdatedPayload {
  rank: number | null;
  roundPoints: number;
  totalPoints: number;
}

/** Every squad player's points in a match as they stand: small, to everyone. */
export interface LivePointsPayload {
  season: number;
  round: number;
  matchID: string;
  /** False once the result is confirmed: the numbers are final. */
  live: boolean;
  players: { playerID: number; points: number }[];
}

/** One manager's own numbers for the match, to `user:{userID}`, sent when they changed. */
export interface OwnPointsPayload {
  userID: number;
  season: number;
  round: number;
  matchID: string;
  live: boolean;
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
}

/** A league's table as it stands, to `league:{leagueID}` (a private league's room holds only members). */
export interface LeagueTablePayload {
  leagueID: number;
  season: number;
  round: number;
  matchID: string;
  live: boolean;
  rows: { userID: number; rank: number | null; roundPoints: number; totalPoints: number }[];
}

/** A new notice for the user: the bell shows `unread`, the list refetches. */
export interface NoticeNewPayload {
  userID: number;
  noticeID: number;
  unread: number;
}

/**
 * A club player's status for a match may have changed (an answer, or the squad published or
 * changed): the statuses, the squad and the answers' lists refetch.
 */
export interface SquadUpdatedPayload {
  season: number;
  matchID: string;
}

export interface ServerToClientEvents {
  deadline: (payload: DeadlinePayload) => void;
  'comment:new': (payload: CommentNewPayload) => void;
  'poll:updated': (payload: PollUpdatedPayload) => void;
  'posts:updated': (payload: PostsUpdatedPayload) => void;
  'match:live': (payload: MatchLivePayload) => void;
  'fixtures:updated': (payload: FixturesUpdatedPayload) => void;
  'stats:updated': (payload: SeasonPayload) => void;
  /** A season's division results or table corrections changed: every open table refetches. */
  'table:updated': (payload: SeasonPayload) => void;
  'rankings:updated': (payload: RankingsUpdatedPayload | OwnRankPayload) => void;
  'season:changed': (payload: SeasonPayload) => void;
  'points:live': (payload: LivePointsPayload) => void;
  'points:own': (payload: OwnPointsPayload) => void;
  'league:table': (payload: LeagueTablePayload) => void;
  'notice:new': (payload: NoticeNewPayload) => void;
  'squad:updated': (payload: SquadUpdatedPayload) => void;
  presence: (payload: { room: string; count: number }) => void;
}

export interface ClientToServerEvents {
  join: (room: string, ack?: (result: JoinResult) => void) => void;
  leave: (room: string) => void;
  /** After a reconnect Socket.IO could not recover: join the rooms again and get what they missed (liveResume.ts). */
  resume: (request: ResumeRequest, ack: (result: ResumeResult) => void) => void;
}

export type EventName = keyof Omit<ServerToClientEvents, 'presence'>;
export type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The room every socket is in. */
export const EVERYONE = 'everyone';

export const rooms = {
  post: (postID: number) => `post:${postID}`,
  match: (matchID: string) => `match:${matchID}`,
  user: (userID: number) => `user:${userID}`,
  league: (leagueID: number) => `league:${leagueID}`,
} as const;

/**
 * One event for many users in one bus message: user i gets `payload` with
 * `userID` = userIDs[i] and each column's i-th value, in their own room `user:{id}`. Every
 * realtime process emits only to its own sockets, so 100,000 managers cost one message.
 */
export interface UserFanout {
  userIDs: number[];
  columns: Record<string, (number | null)[]>;
}

/**
 * Messages only the API processes hear, to drop what they cache; the realtime server never
 * relays them to browsers (`isForBrowsers`).
 */
export interface ApiOnlyPayloads {
  /**
   * Users' rows or sessions changed (a login, logout, password change, deletion, any update
   * of their columns): every process drops what it keeps of them. `all` when every user changed.
   */
  'users:changed': { userIDs: number[] | 'all' };
  /**
   * Managers' teams were saved or changed by an admin: the caches of those teams' answers drop.
   * `matchID`: the one round a manager's own save changed; absent for an admin's correction,
   * which may touch any round.
   */
  'team:saved': { userIDs: number[]; matchID?: string };
  /** A league or its members changed: every process drops the standings it keeps. */
  'leagues:changed': { leagueIDs: number[] };
}

export type ApiOnlyEventName = keyof ApiOnlyPayloads;
export type BusEventName = EventName | ApiOnlyEventName;
export type BusPayload<E extends BusEventName> = E extends EventName
  ? EventPayload<E>
  : E extends ApiOnlyEventName
    ? ApiOnlyPayloads[E]
    : never;

const API_ONLY_EVENTS: ReadonlySet<string> = new Set<ApiOnlyEventName>([
  'users:changed',
  'team:saved',
  'leagues:changed',
]);

/** Whether a bus message is for browsers: every message but those for the API processes only. */
export function isForBrowsers(message: BusMessage): message is BusMessage<EventName> {
  return !API_ONLY_EVENTS.has(message.event);
}

/** One message on the event bus: what to emit, and to which rooms (or, with `fanout`, to which users). */
export interface BusMessage<E extends BusEventName = BusEventName> {
  event: E;
  payload: BusPayload<E>;
  rooms: string[];
  fanout?: UserFanout;
}

/** A message for the API processes' caches only: no rooms, never relayed. */
export function apiOnlyMessage<E extends ApiOnlyEventName>(event: E, payload: ApiOnlyPayloads[E]): BusMessage<E> {
  return { event, payload: payload as BusPayload<E>, rooms: [] };
}

/** The payload user `index` of a fanout gets. */
export function fanoutPayload<E extends EventName>(message: BusMessage<E>, index: number): EventPayload<E> {
  const fanout = message.fanout;
  if (!fanout) return message.payload as EventPayload<E>;
  const own: Record<string, number | null> = { userID: fanout.userIDs[index] ?? null };
  for (const [column, values] of Object.entries(fanout.columns)) own[column] = values[index] ?? null;
  return { ...message.payload, ...own };
}

export function busMessage<E extends EventName>(
  event: E,
  payload: EventPayload<E>,
  targetRooms: string[],
): BusMessage<E> {
  return { event, payload: payload as BusPayload<E>, rooms: targetRooms };
}

export type RoomKind =
  | { kind: 'everyone' }
  | { kind: 'post'; postID: number }
  | { kind: 'match'; matchID: string }
  | { kind: 'user'; userID: number }
  | { kind: 'league'; leagueID: number };

/** Parses a room name a client asked to join; null for anything not a known room. */
export function parseRoom(room: unknown): RoomKind | null {
  if (typeof room !== 'string' || room.length > 80) return null;
  if (room === EVERYONE) return { kind: 'everyone' };
  const match = /^(post|match|user|league):(.+)$/.exec(room);
  if (!match) return null;
  const [, kind, id] = match as unknown as [string, string, string];
  if (kind === 'match') return /^[\w-]{1,64}$/.test(id) ? { kind: 'match', matchID: id } : null;
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  if (kind === 'league') return { kind: 'league', leagueID: Number(id) };
  return kind === 'post' ? { kind: 'post', postID: Number(id) } : { kind: 'user', userID: Number(id) };
}

/** The Redis stream that carries bus messages between processes in the scaled mode. */
export const EVENT_STREAM = 'vsf:events';
/** The consumer group of the realtime processes: each message is relayed by one of them. */
export const RELAY_GROUP = 'realtime';
