import type { Knex } from 'knex';
import * as schema from './migrations/0001_schema';
import * as systemRows from './migrations/0002_system_rows';
import * as readIndexes from './migrations/0003_read_indexes';
import * as leagues from './migrations/0004_leagues';
import * as auditLog from './migrations/0005_audit_log';
import * as liveMatches from './migrations/0006_live_matches';
import * as notices from './migrations/0007_notices';
import * as rateLimits from './migrations/0008_rate_limits';
import * as teamUpdateRoom from './migrations/0009_team_update_room';
import * as noticeJobs from './migrations/0010_notice_jobs';
import * as teamKeyByMatch from './migrations/0011_team_key_by_match';
import * as eventOutbox from './migrations/0012_event_outbox';
import * as imageSizes from './migrations/0013_image_sizes';
import * as leagueResults from './migrations/0014_league_results';
import * as push from './migrations/0015_push';
import * as pushClaimsByCursor from './migrations/0016_push_claims_by_cursor';
import * as emailNotices from './migrations/0018_email_notices';
import * as mailOutbox from './migrations/0019_mail_outbox';
import * as availability from './migrations/0020_availability';
import * as publishedSquads from './migrations/0021_published_squads';
import * as squadNoticeKinds from './migrations/0022_squad_notice_kinds';
import * as matchPlayerVotes from './migrations/0023_match_player_votes';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/**
 * Migrations are listed here rather than globbed from disk, so that they run the same
 * under tsx, vitest and a bundled build. A merged migration is never edited: add a new one.
 */
const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['0001_schema', schema],
  ['0002_system_rows', systemRows],
  ['0003_read_indexes', readIndexes],
  ['0004_leagues', leagues],
  ['0005_audit_log', auditLog],
  ['0006_live_matches', liveMatches],
  ['0007_notices', notices],
  ['0008_rate_limits', rateLimits],
  ['0009_team_update_room', teamUpdateRoom],
  ['0010_notice_jobs', noticeJobs],
  ['0011_team_key_by_match', teamKeyByMatch],
  ['0012_event_outbox', eventOutbox],
  ['0013_image_sizes', imageSizes],
  ['0014_league_results', leagueResults],
  ['0015_push', push],
  ['0016_push_claims_by_cursor', pushClaimsByCursor],
  ['0018_email_notices', emailNotices],
  ['0019_mail_outbox', mailOutbox],
  ['0020_availability', availability],
  ['0021_published_squads', publishedSquads],
  ['0022_squad_notice_kinds', squadNoticeKinds],
  ['0023_match_player_votes', matchPlayerVotes],
];

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};

/** Every migration's `up`, in order, for the test that proves running twice is safe. */
export const allMigrations = migrations;
