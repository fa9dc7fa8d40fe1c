/** Every call by name, with the JSON body it takes and the answer it gives on success. */
import type { AlbumsCalls } from './albums';
import type { AvailabilityCalls } from './availability';
import type { AuditCalls } from './audit';
import type { ClubPlayersCalls } from './clubPlayers';
import type { CommentsCalls } from './comments';
import type { ContactCalls } from './contact';
import type { FantasyCalls } from './fantasy';
import type { FantasyAdminCalls } from './fantasyAdmin';
import type { FixturesCalls } from './fixtures';
import type { LeaguesCalls } from './leagues';
import type { LiveMatchCalls } from './liveMatch';
import type { LivePointsCalls } from './livePoints';
import type { MailCalls } from './mail';
import type { MatchesCalls } from './matches';
import type { MatchPlayerVoteCalls } from './matchPlayerVote';
import type { NoticesCalls } from './notices';
import type { PlayersCalls } from './players';
import type { PollsCalls } from './polls';
import type { PostsCalls } from './posts';
import type { PostsAdminCalls } from './postsAdmin';
import type { PushCalls } from './push';
import type { ScheduleCalls } from './schedule';
import type { SeasonCalls } from './season';
import type { SessionCalls } from './session';
import type { StatsCalls } from './stats';
import type { SystemCalls } from './system';
import type { TablesCalls } from './tables';
import type { UsersCalls } from './users';

export interface ApiCalls
  extends
    SystemCalls,
    SessionCalls,
    SeasonCalls,
    FixturesCalls,
    ScheduleCalls,
    TablesCalls,
    PlayersCalls,
    ClubPlayersCalls,
    StatsCalls,
    MatchesCalls,
    UsersCalls,
    PostsCalls,
    PostsAdminCalls,
    CommentsCalls,
    PollsCalls,
    AlbumsCalls,
    ContactCalls,
    FantasyCalls,
    FantasyAdminCalls,
    LeaguesCalls,
    LiveMatchCalls,
    LivePointsCalls,
    NoticesCalls,
    PushCalls,
    MailCalls,
    AuditCalls,
    AvailabilityCalls,
    MatchPlayerVoteCalls {}

export type CallName = keyof ApiCalls;
/** The JSON body (or form fields) a call takes. */
export type CallInput<N extends CallName> = ApiCalls[N]['input'];
/** What a call answers on success, without `success: true`. */
export type CallAnswer<N extends CallName> = ApiCalls[N]['answer'];
/** The upload calls: their input travels as a multipart form. */
export type FormCallName = { [N in CallName]: ApiCalls[N] extends { form: true } ? N : never }[CallName];
