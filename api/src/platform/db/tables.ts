import type {
  AuditKind,
  AvailabilityStatus,
  AuditSnapshot,
  Boost,
  ContactMethod,
  MatchEventType,
  MatchPhase,
  MatchStatLine,
  PointsBreakdown,
  TableRow,
} from '@vsf/engine';
import type { AuditAction, NoticeKind, PushTopic } from '@vsf/contract';
import type { TeamSlotColumns } from '../../fantasy/teamSlots';
import type { PollVoteFlags } from '../../polls/pollRules';

/*
 * The tables' rows as knex hands them to the code: camelCase keys (api/src/platform/db/caseMapping.ts),
 * `date` columns as 'yyyy-mm-dd' strings, `time` columns as 'hh:mm:ss', timestamps as Date,
 * flags (smallint 0/1) as 0 | 1. The schema is migrations/src/migrations/; a column added
 * there is added here. Declared for knex's `Tables` (knex's documented way), so that
 * `db('fantasy_teams')` knows its row, `where({ userId })` its keys, and a query's answer
 * needs no cast.
 */

type Flag = 0 | 1;

export interface ImageRow {
  id: number;
  contentType: string;
  /** node-postgres reads a bytea as a Buffer, PGlite as a Uint8Array. */
  bytes: Buffer | Uint8Array;
  etag: string;
  createdAt: Date;
  /** In pixels; null for a picture stored before sizes were recorded, until the API reads them. */
  width: number | null;
  height: number | null;
}

/** A narrower copy of a picture (migration 0013): one per width of IMAGE_WIDTHS below its own. */
export interface ImageSizeTableRow {
  imageId: number;
  width: number;
  height: number;
  bytes: Buffer | Uint8Array;
  etag: string;
}

export interface UserTableRow {
  id: number;
  username: string;
  passwordHash: string;
  teamName: string;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  sex: 'Male' | 'Woman' | 'Other' | null;
  email: string;
  registerDate: Date;
  registerMatchId: string | null;
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
  isFantasy: Flag;
  seasonFirstTimeLogin: Flag;
  displayWelcomeModal: Flag;
  displayTeamTips: Flag;
  displayLeagueTips: Flag;
}

export interface SessionTableRow {
  id: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface PlayerTableRow {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string;
  birthdate: string | null;
  sex: 'male' | 'woman' | 'other' | null;
  position: 'Målvakt' | 'Forsvar' | 'Midtbane' | 'Angrep' | 'Ukjent';
  description: string;
  jerseyNo: number;
  imageId: number | null;
  active: Flag;
  deletable: Flag;
  userId: number | null;
}

export interface FixtureTableRow {
  id: number;
  season: number;
  round: number;
  date: string;
  weekday: string;
  time: string;
  pitchId: number;
  tournamentId: number;
  aside: number;
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  trivia: string;
}

/** A published table's row: the engine's TableRow, whose goal difference is computed, not stored. */
export interface LeagueTableRowRow extends Omit<TableRow, 'goalDifference'> {
  id: number;
  season: number;
  tournamentId: number;
  /** The last date the published table counts; results after it are added on top. */
  countedThrough: string | null;
}

/** A division match between two other teams, entered by an admin. */
export interface LeagueResultTableRow {
  id: number;
  season: number;
  tournamentId: number;
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  enteredBy: number | null;
  enteredAt: Date;
}

/** An admin's deduction or withdrawn team in one table. */
export interface TableCorrectionTableRow {
  id: number;
  season: number;
  tournamentId: number;
  team: string;
  pointsDeducted: number;
  withdrawn: Flag;
  reason: string;
  enteredBy: number | null;
  enteredAt: Date;
}

/** A player's line of a match: the counts of engine/src/matchStatFields.ts, one column each. */
export type MatchStatsTableRow = { id: number; fixtureId: number; playerId: number } & MatchStatLine;

/** A player's fantasy points of a match: the categories of the engine's POINTS_BREAKDOWN_FIELDS. */
export type FantasyPlayerPointsTableRow = { id: number; fixtureId: number; playerId: number } & PointsBreakdown;

/** A team's round: its seven slots (TEAM_SLOTS), captain, boosts and points. */
export interface FantasyTeamTableRow extends TeamSlotColumns {
  id: number;
  userId: number;
  fixtureId: number;
  captainId: number | null;
  activeBoost: Boost | null;
  attackBoostUsed: Flag;
  defenceBoostUsed: Flag;
  superCaptainUsed: Flag;
  remainingSubs: number | null;
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
  updatedAt: Date;
}

export interface LeagueTableRow {
  id: number;
  name: string;
  private: Flag;
  codeHash: string | null;
  adminUserId: number | null;
  active: Flag;
  season: number;
  activeFromRound: number;
  createdAt: Date;
}

export interface LeagueMemberTableRow {
  leagueId: number;
  userId: number;
  season: number;
  joinedAt: Date;
  joinRound: number;
  joinFixtureId: number | null;
}

export interface PostTableRow {
  id: number;
  title: string;
  titleImageId: number | null;
  mainText: string;
  writtenById: number | null;
  editedById: number | null;
  dateCreated: Date;
  dateEdited: Date | null;
  publicView: Flag;
  adminView: Flag;
  posterView: Flag;
  playerView: Flag;
  fantasyView: Flag;
  published: Flag;
  trashed: Flag;
  isFeed: Flag;
}

export interface CommentTableRow {
  id: number;
  postId: number;
  userId: number | null;
  content: string;
  dateCreated: Date;
}

export interface PollTableRow extends PollVoteFlags {
  id: number;
  postId: number;
  title: string;
}

export interface PollVoteTableRow {
  id: number;
  pollId: number;
  voterKey: string;
  userId: number | null;
  createdAt: Date;
}

export interface ScheduledAnnouncementTableRow {
  id: number;
  postId: number;
  content: string;
  dueAt: Date;
  sentAt: Date | null;
}

export interface AuditLogTableRow {
  id: number;
  kind: AuditKind;
  action: AuditAction;
  objectId: string;
  summary: string;
  before: AuditSnapshot;
  after: AuditSnapshot;
  userId: number | null;
  username: string | null;
  at: Date;
}

export interface LiveMatchTableRow {
  fixtureId: number;
  phase: MatchPhase;
  phaseStartedAt: Date | null;
  kickoffAt: Date | null;
  secondHalfAt: Date | null;
  keeperId: number | null;
  startedBy: number | null;
  startedByName: string | null;
  startedAt: Date;
  revision: number;
}

export interface LiveMatchSquadTableRow {
  fixtureId: number;
  playerId: number;
}

export interface MatchEventTableRow {
  id: number;
  fixtureId: number;
  type: MatchEventType;
  minute: number;
  playerId: number | null;
  assistPlayerId: number | null;
  version: number;
  enteredBy: number | null;
  enteredByName: string | null;
  enteredAt: Date;
  changedBy: number | null;
  changedByName: string | null;
  changedAt: Date | null;
}

export interface NoticeTableRow {
  id: number;
  userId: number;
  kind: NoticeKind;
  text: string;
  season: number | null;
  round: number | null;
  matchId: string | null;
  dedupeKey: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** Notices to write after the commit of the write that queued them (migrations 0010_notice_jobs). */
export interface NoticeJobTableRow {
  id: number;
  kind: 'resultReady';
  fixtureId: number;
  createdAt: Date;
}

/**
 * An event of the scaled mode not yet in Redis (migrations 0012_event_outbox). `id` is a
 * bigint, which pg answers as text.
 */
export interface EventOutboxTableRow {
  id: string | number;
  origin: string;
  message: string;
}

/** A device that follows kinds of pushes (migrations 0015_push). */
export interface PushSubscriptionTableRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: PushTopic[];
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** One thing to push, queued in the transaction of the write it tells of (migrations 0015_push). */
export interface PushMessageTableRow {
  id: number;
  topic: PushTopic;
  /** What it tells of, for the logs and the tests: 'goal', 'halfTime', 'pointsChanged' … */
  kind: string;
  title: string;
  /** Null for a notice's push: its body is the notice's text. */
  body: string | null;
  url: string;
  tag: string;
  /** The Web Push `Topic`: a newer message with it replaces an older one the push service still holds. */
  pushTopic: string | null;
  urgency: PushUrgency;
  /** Worthless after this: the push service drops it then (TTL), and so do we. */
  expiresAt: Date;
  noticeIds: number[] | null;
  userIds: number[] | null;
  dedupeKey: string | null;
  expandedThrough: number;
  expandedAt: Date | null;
  createdAt: Date;
}

/** A message for one subscription while it is sent or waits to be tried again; gone once settled. */
export interface PushDeliveryTableRow {
  id: number;
  messageId: number;
  subscriptionId: number;
  noticeId: number | null;
  attempts: number;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
  /** Always null since migrations 0016: a settled delivery's row is deleted. */
  sentAt: null;
}

/** Which notices also go by e-mail (migrations 0018_email_notices); no row: none. */
export interface EmailNoticeSettingsTableRow {
  userId: number;
  deadline: boolean;
  corrections: boolean;
}

/** An e-mail to send after the commit of its notice (migrations 0019_mail_outbox); `id` is a bigint. */
export interface MailOutboxTableRow {
  id: string | number;
  userId: number;
  kind: 'deadline' | 'corrections';
  subject: string;
  text: string;
  path: string;
  createdAt: Date;
  state: 'queued' | 'sending' | 'sent' | 'failed' | 'unknown' | 'cancelled';
  attempts: number;
  nextAttemptAt: Date;
  claimedAt: Date | null;
  doneAt: Date | null;
  error: string | null;
}

/** A club player's answer for a fixture (migrations 0020_availability). */
export interface AvailabilityAnswerTableRow {
  fixtureId: number;
  playerId: number;
  status: AvailabilityStatus;
  comment: string;
  answeredBy: number | null;
  answeredAt: Date;
}

/** A fixture's published squad (migrations 0021_published_squads); its players are `published_squad_players`. */
export interface PublishedSquadTableRow {
  fixtureId: number;
  publishedAt: Date;
  changedAt: Date;
  changedBy: number | null;
}

/** A match's vote for Kampens spiller (migrations 0023_match_player_votes); `closedAt` once announced. */
export interface MatchPlayerVoteTableRow {
  fixtureId: number;
  openedAt: Date;
  closesAt: Date;
  closedAt: Date | null;
}

/** One user's vote in one match. */
export interface MatchPlayerBallotTableRow {
  fixtureId: number;
  userId: number;
  playerId: number;
  votedAt: Date;
}

/** The article a saved match drafted; `postId` null once the article was deleted. */
export interface MatchReportDraftTableRow {
  fixtureId: number;
  postId: number | null;
  createdAt: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    images: ImageRow;
    image_sizes: ImageSizeTableRow;
    users: UserTableRow;
    sessions: SessionTableRow;
    players: PlayerTableRow;
    player_seasons: { playerId: number; season: number };
    season_state: { id: number; thisYear: number; thisRound: number; thisMatchId: string };
    previous_years: { year: number };
    pitches: { id: number; name: string };
    tournaments: { id: number; name: string };
    fixtures: FixtureTableRow;
    league_table_rows: LeagueTableRowRow;
    league_results: LeagueResultTableRow;
    table_corrections: TableCorrectionTableRow;
    match_stats: MatchStatsTableRow;
    fantasy_player_points: FantasyPlayerPointsTableRow;
    fantasy_teams: FantasyTeamTableRow;
    leagues: LeagueTableRow;
    league_previous_seasons: { leagueId: number; season: number };
    league_members: LeagueMemberTableRow;
    posts: PostTableRow;
    post_tags: { postId: number; position: number; tag: string };
    comments: CommentTableRow;
    polls: PollTableRow;
    poll_alternatives: { pollId: number; position: number; text: string };
    poll_votes: PollVoteTableRow;
    poll_vote_choices: { voteId: number; position: number };
    album_images: { id: number; postId: number; imageId: number; position: number };
    contact_info: { id: number; position: number; contactMethod: ContactMethod; contactValue: string };
    scheduled_announcements: ScheduledAnnouncementTableRow;
    /** expire: epoch milliseconds, a bigint, which pg answers as text. */
    rate_limits: { key: string; points: number; expire: string | number | null };
    audit_log: AuditLogTableRow;
    live_matches: LiveMatchTableRow;
    live_match_squad: LiveMatchSquadTableRow;
    match_events: MatchEventTableRow;
    notices: NoticeTableRow;
    notice_jobs: NoticeJobTableRow;
    event_outbox: EventOutboxTableRow;
    push_subscriptions: PushSubscriptionTableRow;
    push_messages: PushMessageTableRow;
    push_deliveries: PushDeliveryTableRow;
    email_notice_settings: EmailNoticeSettingsTableRow;
    mail_outbox: MailOutboxTableRow;
    availability_answers: AvailabilityAnswerTableRow;
    published_squads: PublishedSquadTableRow;
    published_squad_players: { fixtureId: number; playerId: number };
    match_player_votes: MatchPlayerVoteTableRow;
    match_player_ballots: MatchPlayerBallotTableRow;
    match_report_drafts: MatchReportDraftTableRow;
  }
}
