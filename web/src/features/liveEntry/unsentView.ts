import { clubPlaysHome, goalSide, type MatchPhase } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import type { OutboxEntry } from './outbox';

/** What the top bar shows: the server's match with the writes not yet sent counted in. */
export interface ShownState {
  phase: MatchPhase;
  phaseStartedAt: string | null;
  homeTeamScore: number;
  awayTeamScore: number;
  /** Writes the server does not have yet (refusals are not counted: they will never count). */
  unsent: number;
  /** Some write could not be sent and waits for a retry (not merely on its way). */
  stuck: boolean;
}

/**
 * A volunteer whose phone lost the network keeps entering: the score and the phase they see
 * include their unsent goals and phase taps, so the page moves on with the match. The
 * server's answer replaces this as soon as the writes arrive.
 */
export function shownState(match: LiveMatch, entries: readonly OutboxEntry[]): ShownState {
  const clubHome = clubPlaysHome(match.homeTeam, match.awayTeam);
  const shown: ShownState = {
    phase: match.phase,
    phaseStartedAt: match.phaseStartedAt,
    homeTeamScore: match.homeTeamScore,
    awayTeamScore: match.awayTeamScore,
    unsent: 0,
    stuck: entries.some((entry) => entry.status === 'failed'),
  };
  for (const entry of entries) {
    if (entry.status === 'refused') continue;
    shown.unsent++;
    const { write } = entry;
    if (write.call === 'setMatchPhase') {
      shown.phase = write.input.phase;
      shown.phaseStartedAt = entry.enteredAt;
    }
    if (write.call !== 'addMatchEvent') continue;
    const side = goalSide(write.input.type);
    if (side === 0) continue;
    if ((side === 1) === clubHome) shown.homeTeamScore++;
    else shown.awayTeamScore++;
  }
  return shown;
}
