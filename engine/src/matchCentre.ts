/**
 * The match centre fans follow: the clock a page runs itself from when the phase
 * began, and the timeline of a live match's events with the phase changes between them.
 */
import { displayTeamName, isClubTeam } from './club';
import type { LiveSquadPlayer, MatchEvent, MatchPhase } from './matchEvents';
import { matchMinute } from './liveClock';

export interface MatchClock {
  /** The minute being played (1 and up), or null when the ball is not rolling. */
  minute: number | null;
  /** As fans read it: '34', '45+2' in stoppage time, 'Pause', 'Slutt'; '' before kick-off. */
  label: string;
}

/**
 * The minute on the clock (`matchMinute`) as fans read it: a half's minutes beyond its length
 * are stoppage time ('45+2'); the second half counts on from the first half's length.
 */
export function matchClock(
  phase: MatchPhase,
  phaseStartedAt: string | null,
  halfLengthMinutes: number,
  now: Date,
): MatchClock {
  if (phase === 'halfTime') return { minute: null, label: 'Pause' };
  if (phase === 'finished') return { minute: null, label: 'Slutt' };
  const started = phaseStartedAt === null ? Number.NaN : Date.parse(phaseStartedAt);
  if (phase === 'notStarted' || Number.isNaN(started)) return { minute: null, label: '' };
  const minute = matchMinute(phase, new Date(started), now, halfLengthMinutes) ?? 1;
  const end = (phase === 'secondHalf' ? 2 : 1) * halfLengthMinutes;
  return { minute, label: minute > end ? `${end}+${minute - end}` : String(minute) };
}

/** The phase changes a timeline shows between the events. */
export type PhaseMark = 'kickOff' | 'halfTime' | 'secondHalf' | 'fullTime';

export const PHASE_MARK_TEXT: Record<PhaseMark, string> = {
  kickOff: 'Avspark',
  halfTime: 'Pause',
  secondHalf: 'Andre omgang er i gang',
  fullTime: 'Slutt',
};

export type TimelineItem =
  | {
      kind: 'event';
      event: MatchEvent;
      /** 'Mål av Ola Nordmann', 'Gult kort til Kari Hansen', … */
      text: string;
      /** 'Målgivende: …' for a goal with an assist, else null. */
      detail: string | null;
      /** The running score after a goal of either side; null for cards. */
      score: { home: number; away: number } | null;
    }
  | { kind: 'phase'; mark: PhaseMark; text: string };

/** What the timeline reads of a match (the match centre's `LiveMatch` has these and more). */
export interface TimelineMatch {
  phase: MatchPhase;
  events: MatchEvent[];
  squad: LiveSquadPlayer[];
  homeTeam: string;
  awayTeam: string;
  halfLengthMinutes: number;
}

const PHASE_ORDER: MatchPhase[] = ['notStarted', 'firstHalf', 'halfTime', 'secondHalf', 'finished'];
const reached = (phase: MatchPhase, mark: MatchPhase) => PHASE_ORDER.indexOf(phase) >= PHASE_ORDER.indexOf(mark);

const GOAL_TYPES = new Set<MatchEvent['type']>(['goal', 'opponentGoal', 'ownGoal']);

/** The words for one event, naming players as the squad does and the opponents by name. */
export function matchEventText(match: Pick<TimelineMatch, 'squad' | 'homeTeam' | 'awayTeam'>, event: MatchEvent) {
  const name = (playerID: number | null) =>
    match.squad.find((player) => player.playerID === playerID)?.name ?? 'ukjent spiller';
  const opponents = displayTeamName(isClubTeam(match.homeTeam) ? match.awayTeam : match.homeTeam);
  switch (event.type) {
    case 'goal':
      // A club goal without a club scorer is the opponents' own goal.
      if (event.playerID === null) return { text: 'Selvmål av motstanderen', detail: null };
      return {
        text: `Mål av ${name(event.playerID)}`,
        detail: event.assistPlayerID === null ? null : `Målgivende: ${name(event.assistPlayerID)}`,
      };
    case 'opponentGoal':
      return { text: `Mål av ${opponents}`, detail: null };
    case 'ownGoal':
      return { text: `Selvmål av ${name(event.playerID)}`, detail: null };
    case 'yellowCard':
      return { text: `Gult kort til ${name(event.playerID)}`, detail: null };
    case 'redCard':
      return { text: `Rødt kort til ${name(event.playerID)}`, detail: null };
  }
}

/**
 * The match as it happened, oldest first: kick-off, the events in the server's order (minute,
 * then entry) with the running score at each goal, and the phase changes the match has reached.
 * Events carry minutes, not halves, so half-time falls after the last event within the first
 * half's length. Corrections and deletions need nothing here: the timeline is always made
 * from the events as they are now.
 */
export function matchTimeline(match: TimelineMatch): TimelineItem[] {
  const phase = (mark: PhaseMark): TimelineItem => ({ kind: 'phase', mark, text: PHASE_MARK_TEXT[mark] });
  const eventItem = (event: MatchEvent): TimelineItem => ({
    kind: 'event',
    event,
    ...matchEventText(match, event),
    score: GOAL_TYPES.has(event.type) ? { home: event.homeTeamScore, away: event.awayTeamScore } : null,
  });
  if (!reached(match.phase, 'firstHalf')) return match.events.map(eventItem);
  const firstHalf = match.events.filter((event) => event.minute <= match.halfLengthMinutes);
  const rest = match.events.filter((event) => event.minute > match.halfLengthMinutes);
  const items = [phase('kickOff'), ...firstHalf.map(eventItem)];
  if (!reached(match.phase, 'halfTime')) return [...items, ...rest.map(eventItem)];
  items.push(phase('halfTime'));
  if (reached(match.phase, 'secondHalf')) items.push(phase('secondHalf'));
  items.push(...rest.map(eventItem));
  if (reached(match.phase, 'finished')) items.push(phase('fullTime'));
  return items;
}
