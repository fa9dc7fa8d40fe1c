import type { Knex } from 'knex';
import { playerDisplayName } from '@vsf/engine';
import { camelCaseResponse } from '../platform/db/caseMapping';
import { joined } from '../platform/db/queryResults';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import { prepared } from '../platform/db/preparedStatements';
import { notFound } from '../platform/http/errors';
import { MATCH_NOT_FOUND, roundFixtureQuery, type RoundFixture } from './roundFixture';
import { EARLIER_TEAM_COLUMNS, historyOfEarlierTeams, type EarlierTeam, type TeamHistory } from './teamContext';
import { TEAM_SLOTS } from './teamSlots';

/** A team row of the user's season as the save reads it. */
export interface SeasonTeam extends EarlierTeam {
  id: number;
  fixtureId: number;
  captainId: number | null;
  roundPoints: number;
}

/** Everything the rules, the announcements and the answer of a team save need. */
export interface SaveContext {
  fixture: RoundFixture;
  /** The season pointer's round (the only one that may be saved). */
  pointer: { season: number; matchID: string };
  owner: { username: string; teamName: string };
  history: TeamHistory;
  /** This round's stored team, or null without one (a row without players is none: 001 §4). */
  saved: SeasonTeam | null;
  /** Which of the asked players are active: the rule asks only about the chosen ones. */
  activePlayerIDs: Set<number>;
  /** Display names of the asked players and of the players of the user's earlier teams. */
  names: Map<number, string>;
}

interface ContextRow {
  username: string;
  teamName: string;
  seasonFirstTimeLogin: 0 | 1;
  thisYear: number;
  thisMatchId: string;
  /** json: the fixture row, null when there is no such round. */
  round: Record<string, unknown> | null;
  /** json: the user's teams of the season up to this round, latest first; null without any. */
  teams: Record<string, unknown>[] | null;
  /** json: the players asked about or in those teams; null without any. */
  players: Record<string, unknown>[] | null;
}

interface PlayerRow {
  id: number;
  active: 0 | 1;
  nickname: string;
  firstName: string;
  lastName: string;
}

/*
 * The json parts come back with the database's snake_case keys: knex maps only a row's own
 * keys, so they are mapped here with the same function. Their shapes are the selects below.
 */
const camelRows = <Row>(rows: Record<string, unknown>[] | null): Row[] => camelCaseResponse(rows ?? []) as Row[];
const camelRow = <Row>(row: Record<string, unknown>): Row => camelCaseResponse(row) as Row;

/**
 * One statement reads what a team save needs (docs/PERFORMANCE.md, the deadline rush): the
 * round's fixture, the season pointer, the owner's names and first-login flag, the owner's
 * teams of the season up to this round (this round's and the earlier ones, for the history
 * the rules take) and the players asked about: whether each is active, and their names.
 * The same rows as roundFixture, readSeasonPointer, teamHistory and teamOfUser read one by
 * one; read fresh on every save, so an admin's change of a player or the pointer holds for
 * every save that starts after it commits.
 */
export async function readSaveContext(
  db: Knex,
  userId: number,
  round: { season: number; matchID: string },
  playerIDs: readonly number[],
): Promise<SaveContext> {
  const teams = db('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .join('round as r', 'r.season', 'f.season')
    .where('t.user_id', userId)
    // Earlier by date and time (001 §4 navigates rounds by date), as teamHistory.
    .where((q) => q.whereRaw('t.fixture_id = r.id').orWhereRaw('(f.date, f.time) < (r.date, r.time)'))
    .select('t.id', 't.fixture_id', 't.captain_id', 't.round_points', ...EARLIER_TEAM_COLUMNS, 'f.date', 'f.time');
  const slots = TEAM_SLOTS.map((slot) => `t.${slot}`).join(', ');
  const query = joined<ContextRow>(
    db
      .with('round', roundFixtureQuery(db, round.season, round.matchID))
      .with('teams', teams)
      .from('users as u')
      .crossJoin(db.raw('season_state as s'))
      .where({ 'u.id': userId, 's.id': 1 })
      .select(
        'u.username',
        'u.team_name',
        'u.season_first_time_login',
        's.this_year',
        's.this_match_id',
        db.raw('(SELECT row_to_json(r) FROM round r) AS round'),
        db.raw('(SELECT json_agg(t ORDER BY t.date DESC, t.time DESC) FROM teams t) AS teams'),
        db.raw(
          `(SELECT json_agg(p) FROM (
         SELECT id, active, nickname, first_name, last_name FROM players
          WHERE id = ANY(?::int[]) OR id IN (SELECT unnest(ARRAY[${slots}]) FROM teams t)
       ) p) AS players`,
          [intArrayLiteral(playerIDs)],
        ),
      ),
  );
  // One text for every save (two: endOfSeason), so it is planned once per connection.
  const row = await prepared(query).first();
  if (!row) throw new Error('the saving user or the season pointer is missing');
  if (!row.round) throw notFound(MATCH_NOT_FOUND);
  const fixture = camelRow<RoundFixture>(row.round);
  const seasonTeams = camelRows<SeasonTeam>(row.teams);
  const players = camelRows<PlayerRow>(row.players);
  const saved = seasonTeams.find((team) => team.fixtureId === fixture.id && team.player1 !== null) ?? null;
  return {
    fixture,
    pointer: { season: row.thisYear, matchID: row.thisMatchId },
    owner: { username: row.username, teamName: row.teamName },
    history: historyOfEarlierTeams(
      seasonTeams.filter((team) => team.fixtureId !== fixture.id),
      row.seasonFirstTimeLogin === 1,
    ),
    saved,
    activePlayerIDs: new Set(players.filter((player) => player.active === 1).map((player) => player.id)),
    names: new Map(players.map((player) => [player.id, playerDisplayName(player)])),
  };
}
