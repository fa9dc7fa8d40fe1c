import type { Knex } from 'knex';
import { LEAGUE_PRIVATE } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';
import { can } from '../authz/policies';
import type { LeagueRow } from '../../leagues/leagueQueries';

/**
 * Whether this user (or an anonymous visitor) may join a league's room: it
 * carries the league's live table, so a public league's is open to anyone and a private
 * league's to those the `seeMembers` policy lets see its table (its members, its admin,
 * the site's admins), as `getFantasyLeagueMembers` decides.
 */
export async function mayJoinLeague(db: Knex, user: SessionUser | null, leagueID: number): Promise<boolean> {
  const league: Pick<LeagueRow, 'private' | 'adminUserId'> | undefined = await db('leagues')
    .where({ id: leagueID })
    .first('private', 'adminUserId');
  if (!league) return false;
  if (league.private !== LEAGUE_PRIVATE) return true;
  if (!user) return false;
  if (can(user, 'seeMembers', { league })) return true;
  const member = await db('league_members').where({ leagueId: leagueID, userId: user.userID }).first('userId');
  return can(user, 'seeMembers', { league: { ...league, viewerIsMember: member !== undefined } });
}
