import type { Knex } from 'knex';
import { fixtureTime } from '../fixtures/fixtureRows';
import {
  ENTERED_LINE_FIELDS,
  MATCH_ENTRY_MESSAGES,
  endOfSeasonPointer,
  formatNorwegianDate,
  pickLine,
  pointerAfterMatch,
  resultLine,
  validateMatchEntry,
  type SeasonPointer,
} from '@vsf/engine';
import { HttpError } from '../../platform/http/errors';
import type { FixtureTableRow } from '../../platform/db/tables';
import { fixtureClubScore } from './seasonScoring';
import { readSeasonPointer } from '../../season';
import { carryTeamsForward } from './carryForward';
import { rescoreFixture } from './rescoreFixture';
import type { PlayerLine, SaveMatchInput } from './schemas';

export interface SavedMatch {
  fixtureId: number;
  teams: number;
  carried: number;
  pointer: SeasonPointer;
  pointerMoved: boolean;
  seasonEnded: boolean;
}

type FixtureRow = Pick<
  FixtureTableRow,
  'id' | 'season' | 'round' | 'date' | 'time' | 'matchId' | 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore'
>;

/**
 * Saves one match as one action (DESIGN §3): result, trivia and every player's line,
 * then the fantasy scoring, then the season pointer. Runs in the caller's transaction:
 * if any step fails, nothing of it is kept. The match is the one the input names, never the
 * season pointer's: a form open on a match saves that match or is refused. `now` decides
 * which matches have been played (a result waits for its match day, in Oslo).
 */
export async function saveMatch(
  trx: Knex.Transaction,
  input: SaveMatchInput,
  now: Date = new Date(),
): Promise<SavedMatch> {
  const fixture = await trx('fixtures').where({ matchId: input.matchID, season: input.season }).first();
  if (!fixture) throw new HttpError(404, 'Kampen finnes ikke i denne sesongens kampprogram.');
  refuseInvalid(input, fixture, now);

  await trx('fixtures')
    .where({ id: fixture.id })
    .update({ homeScore: input.homeTeamScore, awayScore: input.awayTeamScore, trivia: input.trivia });
  const saved: FixtureRow = { ...fixture, homeScore: input.homeTeamScore, awayScore: input.awayTeamScore };
  const match = fixtureClubScore(saved);
  if (!match) throw new HttpError(400, MATCH_ENTRY_MESSAGES.notAClubMatch);
  await storeLines(trx, fixture.id, input.players, match);

  const { teams } = await rescoreFixture(trx, saved);
  return { fixtureId: fixture.id, teams, ...(await movePointer(trx, saved)) };
}

/** The engine's rules for a saved match (002 §5), the same the form checks before sending. */
function refuseInvalid(input: SaveMatchInput, fixture: FixtureRow, now: Date): void {
  const seen = new Set<number>();
  for (const line of input.players) {
    if (seen.has(line.playerID)) throw new HttpError(400, 'En spiller står to ganger i kampen.');
    seen.add(line.playerID);
  }
  const [problem] = validateMatchEntry(
    {
      homeTeam: fixture.homeTeam,
      awayTeam: fixture.awayTeam,
      homeTeamScore: input.homeTeamScore,
      awayTeamScore: input.awayTeamScore,
      date: fixture.date,
      opponentOwnGoals: input.opponentOwnGoals ?? 0,
      players: input.players,
    },
    now,
  );
  if (problem) throw new HttpError(400, MATCH_ENTRY_MESSAGES[problem]);
}

/** Only attending players keep a line (002 §4.3: unticking attendance deletes the row). */
async function storeLines(
  trx: Knex.Transaction,
  fixtureId: number,
  lines: readonly PlayerLine[],
  match: { goalsFor: number; goalsConceded: number },
): Promise<void> {
  const attending = lines.filter((line) => line.attendance === 1);
  const ids = attending.map((line) => line.playerID);
  const known = ids.length ? await trx('players').whereIn('id', ids).pluck('id') : [];
  if (known.length !== ids.length) throw new HttpError(400, 'Ukjent spiller i kampen.');

  const result = resultLine(match);
  await trx('match_stats').where({ fixtureId }).delete();
  if (attending.length === 0) return;
  await trx('match_stats').insert(
    attending.map((line) => ({
      fixtureId,
      playerId: line.playerID,
      ...pickLine(ENTERED_LINE_FIELDS, line),
      attendance: 1 as const,
      ...result,
    })),
  );
  // A player who has played is active and keeps their history: no longer deletable.
  await trx('players').whereIn('id', ids).update({ active: 1, deletable: 0 });
}

/**
 * Saving the current match moves the season to the next match by date and carries every
 * team there; saving the last one ends the season: round 0, 'endOfSeason', and the
 * fixtures never played are deleted (002 §4.2, §4.3).
 */
async function movePointer(
  trx: Knex.Transaction,
  fixture: FixtureRow,
): Promise<Omit<SavedMatch, 'fixtureId' | 'teams'>> {
  const pointer = await readSeasonPointer(trx);
  if (pointer.season !== fixture.season || pointer.matchID !== fixture.matchId) {
    return { carried: 0, pointer, pointerMoved: false, seasonEnded: false };
  }
  const fixtures = await trx('fixtures').where({ season: fixture.season });
  const scheduled = fixtures.map((row) => ({
    round: row.round,
    matchID: row.matchId,
    date: formatNorwegianDate(row.date),
    time: fixtureTime(row.time),
    result: row.homeScore === null ? '-' : `${row.homeScore} - ${row.awayScore}`,
  }));
  const next = pointerAfterMatch(fixture.season, scheduled, fixture.matchId);
  const nextFixture = fixtures.find((row) => row.matchId === next.matchID);
  let carried = 0;
  if (nextFixture) {
    carried = await carryTeamsForward(trx, fixture.id, nextFixture.id);
  } else {
    await trx('fixtures').where({ season: fixture.season }).whereNull('home_score').delete();
  }
  const moved = nextFixture ? next : endOfSeasonPointer(fixture.season);
  await trx('season_state')
    .where({ id: 1 })
    .update({ thisYear: moved.season, thisRound: moved.round, thisMatchId: moved.matchID });
  return { carried, pointer: moved, pointerMoved: true, seasonEnded: !nextFixture };
}
