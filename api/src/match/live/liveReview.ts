import type { Knex } from 'knex';
import { liveResult, type DerivedLine, type LiveResult, type LiveReviewLine } from '@vsf/engine';
import { eventFacts, readPlayers, stateClubHome, type LiveState } from './liveState';

/** The result and statistics lines the events give: what 'Bekreft resultat' saves. */
export function deriveReview(state: LiveState): LiveResult {
  return liveResult(state.squad, state.live?.keeperId ?? null, state.events.map(eventFacts), stateClubHome(state));
}

/** The lines with the players' names, in shirt-number order, as the review shows them. */
export async function namedLines(db: Knex, lines: readonly DerivedLine[]): Promise<LiveReviewLine[]> {
  const players = await readPlayers(
    db,
    lines.map((line) => line.playerID),
  );
  return lines
    .map((line) => ({
      ...line,
      name: players.get(line.playerID)?.name ?? '',
      jerseyNo: players.get(line.playerID)?.jerseyNo ?? 0,
    }))
    .sort((a, b) => a.jerseyNo - b.jerseyNo || a.name.localeCompare(b.name, 'nb'))
    .map(({ jerseyNo: _jerseyNo, ...line }) => line);
}
