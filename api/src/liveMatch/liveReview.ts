import type { Knex } from 'knex';
import { deriveLiveLines, liveScore, opponentOwnGoals, type DerivedLine, type LiveReviewLine } from '@vsf/engine';
import { eventFacts, readPlayers, stateClubHome, type LiveState } from './liveState';

export interface LiveReview {
  homeTeamScore: number;
  awayTeamScore: number;
  lines: DerivedLine[];
  opponentOwnGoals: number;
}

/** The result and statistics lines the events give: what 'Bekreft resultat' saves. */
export function deriveReview(state: LiveState): LiveReview {
  const facts = state.events.map(eventFacts);
  return {
    ...liveScore(facts, stateClubHome(state)),
    lines: deriveLiveLines(state.squad, state.live?.keeperId ?? null, facts),
    opponentOwnGoals: opponentOwnGoals(facts),
  };
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
