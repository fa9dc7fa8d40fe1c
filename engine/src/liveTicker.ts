/**
 * The texts of `match:live` for a match entered from the touchline (issue 13): what the
 * 'Direkte' ticker and the match centre show for each event, phase and correction.
 */
import { displayTeamName } from './club';
import type { MatchEventType, MatchPhase } from './contract/liveMatch';
import type { MatchLivePayload } from './events';
import type { LiveScore } from './liveScore';

/** 2–1: home first, with an en dash. */
export function scoreText(score: LiveScore): string {
  return `${score.homeTeamScore}–${score.awayTeamScore}`;
}

/** VSF 2–1 Opponents */
export function scorelineText(homeTeam: string, awayTeam: string, score: LiveScore): string {
  return `${displayTeamName(homeTeam)} ${scoreText(score)} ${displayTeamName(awayTeam)}`;
}

export interface TickerEvent extends LiveScore {
  type: MatchEventType;
  /** The player's name as the site shows it; null for none. */
  playerName: string | null;
}

/** One event as the ticker says it; goals carry the running score after them. */
export function eventTickerText(event: TickerEvent, opponent: string): string {
  const score = scoreText(event);
  const name = event.playerName ?? '';
  switch (event.type) {
    case 'goal':
      return event.playerName === null ? `Selvmål av motstanderen! ${score}` : `Mål av ${name}! ${score}`;
    case 'opponentGoal':
      return `Mål av ${displayTeamName(opponent)}. ${score}`;
    case 'ownGoal':
      return `Selvmål av ${name}. ${score}`;
    case 'yellowCard':
      return `Gult kort til ${name}.`;
    case 'redCard':
      return `Rødt kort til ${name}.`;
  }
}

export function eventTickerKind(type: MatchEventType): MatchLivePayload['kind'] {
  return type === 'yellowCard' || type === 'redCard' ? 'card' : 'goal';
}

/** A corrected event: what it says now. */
export function correctionText(eventText: string): string {
  return `Rettet: ${eventText}`;
}

/** A deleted event: what it said, and the score without it. */
export function deletionText(eventText: string, score: LiveScore): string {
  return `Slettet: ${eventText} Stillingen er ${scoreText(score)}.`;
}

/** A phase begins (or resumes, after a wrong tap was undone). */
export function phaseTickerText(
  from: MatchPhase,
  to: MatchPhase,
  teams: { homeTeam: string; awayTeam: string },
  score: LiveScore,
): string {
  const line = scorelineText(teams.homeTeam, teams.awayTeam, score);
  switch (to) {
    case 'notStarted':
      return 'Kampen har ikke startet.';
    case 'firstHalf':
      return from === 'notStarted' ? `Kampen er i gang! ${line}` : `Første omgang fortsetter. ${line}`;
    case 'halfTime':
      return `Pause. ${line}`;
    case 'secondHalf':
      return from === 'halfTime' ? `Andre omgang er i gang! ${line}` : `Andre omgang fortsetter. ${line}`;
    case 'finished':
      return `Slutt! ${line}`;
  }
}

/** 'Bekreft resultat': the result is saved. */
export function confirmedText(teams: { homeTeam: string; awayTeam: string }, score: LiveScore): string {
  return `Resultatet er bekreftet: ${scorelineText(teams.homeTeam, teams.awayTeam, score)}.`;
}
