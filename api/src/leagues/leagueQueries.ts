import type { Knex } from 'knex';
import { joined } from '../platform/db/queryResults';
import type { LeagueTableRow } from '../platform/db/tables';
import { authorize } from '../platform/authz/policies';
import { notFound } from '../platform/http/errors';
import { LEAGUE_MESSAGES as M } from './messages';
import type { League, SessionUser } from '@vsf/contract';

export type LeagueRow = Omit<LeagueTableRow, 'createdAt'>;

const LEAGUE_COLUMNS = [
  'leagues.id',
  'leagues.name',
  'leagues.private',
  'leagues.admin_user_id',
  'leagues.active',
  'leagues.season',
  'leagues.active_from_round',
] as const;

export async function loadLeague(db: Knex, leagueID: number): Promise<LeagueRow> {
  const row = await joined<LeagueRow>(
    db('leagues')
      .select([...LEAGUE_COLUMNS, 'leagues.code_hash'])
      .where('leagues.id', leagueID),
  ).first();
  if (!row) throw notFound(M.notFound);
  return row;
}

/** A league the user may change (api/src/platform/authz/policies.ts: its own admin only). */
export async function loadOwnLeague(db: Knex, leagueID: number, user: SessionUser): Promise<LeagueRow> {
  const league = await loadLeague(db, leagueID);
  authorize(user, 'edit', { league });
  return league;
}

/**
 * Leagues in the answer's shape, with their earlier seasons and their member count in
 * the league's own season; `where` narrows the leagues (and may join league_members).
 */
export async function listLeagues(
  db: Knex,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  limit = 500,
): Promise<League[]> {
  type Listed = Omit<LeagueRow, 'codeHash'> & { adminUsername: string | null; memberCount: number };
  const rows = await joined<Listed>(
    where(
      db('leagues')
        .leftJoin('users as admins', 'admins.id', 'leagues.admin_user_id')
        .select([
          ...LEAGUE_COLUMNS,
          'admins.username as admin_username',
          db.raw(
            '(SELECT count(*)::int FROM league_members m WHERE m.league_id = leagues.id AND m.season = leagues.season) AS member_count',
          ),
        ]),
    )
      .orderBy([
        { column: 'leagues.season', order: 'desc' },
        { column: 'leagues.name', order: 'asc' },
        { column: 'leagues.id', order: 'asc' },
      ])
      .limit(limit),
  );
  const previous =
    rows.length === 0
      ? []
      : await db('league_previous_seasons')
          .whereIn(
            'leagueId',
            rows.map((row) => row.id),
          )
          .orderBy('season', 'desc')
          .select('leagueId', 'season');
  return rows.map((row) => ({
    leagueID: row.id,
    leagueName: row.name,
    leaguePrivate: row.private,
    adminUserID: row.adminUserId,
    adminUsername: row.adminUsername,
    leagueActive: row.active,
    season: row.season,
    leagueActiveFromRound: row.activeFromRound,
    previousSeasons: previous.filter((p) => p.leagueId === row.id).map((p) => p.season),
    memberCount: row.memberCount,
  }));
}

/** A LIKE pattern that takes % and _ literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
