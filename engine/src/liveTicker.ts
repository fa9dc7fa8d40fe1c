/**
 * The texts of `match:live` for a match entered from the touchline: what the
 * 'Direkte' ticker and the match centre show for each event, phase and correction.
 */
import { displayTeamName } from './club';
import type { LiveTickerKind, MatchEventType, MatchPhase } from './matchEvents';
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

export function eventTickerKind(type: MatchEventType): LiveTickerKind {
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

/**
 * What the header and the ticker call a match on the live list: 'Direkte' while the ball
 * rolls or the teams are at half-time, 'Slutt' from the final whistle until the result is
 * confirmed (then it leaves the list, and the header names the next match again).
 */
export const LIVE_STATUS_TEXT = {
  playing: 'Direkte',
  over: 'Slutt',
  /** Where the minute stood, once the match is over. */
  overNote: 'Kampen er ferdig',
} as const;

/** Full time has been blown: the match is over, its result not yet confirmed. */
export function isMatchOver(phase: MatchPhase): boolean {
  return phase === 'finished';
}

/** The badge of a match on the live list: 'Direkte' or 'Slutt'. */
export function liveStatusText(phase: MatchPhase): string {
  return isMatchOver(phase) ? LIVE_STATUS_TEXT.over : LIVE_STATUS_TEXT.playing;
}

/**
 * The live match the header names instead of the next one: a match being played before one
 * that is over, and among those the season pointer's match (the one the header would have
 * named) before the others; null when no match is on the live list.
 */
export function headerLiveMatch<M extends { matchID: string; phase: MatchPhase }>(
  matches: readonly M[],
  pointerMatchID: string | null,
): M | null {
  const playing = matches.filter((match) => !isMatchOver(match.phase));
  const group = playing.length > 0 ? playing : matches;
  return group.find((match) => match.matchID === pointerMatchID) ?? group[0] ?? null;
}
