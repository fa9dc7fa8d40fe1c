/**
 * The rules of entering a match from the touchline: which events a match so far
 * takes, and which phase may follow which. Messages are Norwegian, shown as the server
 * sends them.
 */
import type { MatchPhase, SettableMatchPhase } from './matchEvents';
import { maxEventMinute } from './liveClock';
import { deriveLiveLines, type LiveEventFacts } from './liveScore';
import { MATCH_ENTRY_MESSAGES, validatePlayerLine } from './matchEntry';
import { osloToday, type IsoDate } from './time';

export const LIVE_ENTRY_MESSAGES = {
  notStarted: 'Kampen har ikke startet ennå.',
  finished: 'Kampen er slutt. Rett eller slett hendelser, eller bekreft resultatet.',
  saved: 'Resultatet av kampen er allerede lagret.',
  beforeMatchDay: 'Kampen kan ikke startes før kampdagen.',
  playerMissing: 'Velg spilleren hendelsen gjelder.',
  notInSquad: 'Spilleren er ikke i troppen.',
  opponentGoalWithPlayer: 'Et mål av motstanderen har ingen spiller fra troppen.',
  assistNotOnGoal: 'Bare et mål kan ha en målgivende pasning.',
  assistNotInSquad: 'Spilleren med målgivende pasning er ikke i troppen.',
  assistIsScorer: 'Målscoreren kan ikke også ha målgivende pasning på samme mål.',
  tooManyYellows: MATCH_ENTRY_MESSAGES.tooManyYellows,
  tooManyReds: MATCH_ENTRY_MESSAGES.tooManyReds,
  redWithTwoYellows: MATCH_ENTRY_MESSAGES.redWithTwoYellows,
} as const;

export type LiveEntryProblem = keyof typeof LIVE_ENTRY_MESSAGES;

/** The message for a minute outside the match (its limit depends on the half's length). */
export function minuteMessage(halfLength: number): string {
  return `Minuttet må være et helt tall fra 1 til ${maxEventMinute(halfLength)}.`;
}

export const PHASE_LABELS: Record<MatchPhase, string> = {
  notStarted: 'Ikke startet',
  firstHalf: '1. omgang',
  halfTime: 'Pause',
  secondHalf: '2. omgang',
  finished: 'Slutt',
};

/**
 * The phases an admin may move a started match to: forward, or one step back to undo a
 * wrong tap (full time back to the second half, until the result is confirmed).
 */
const PHASE_MOVES: Record<MatchPhase, readonly SettableMatchPhase[]> = {
  notStarted: [],
  firstHalf: ['halfTime', 'finished'],
  halfTime: ['secondHalf', 'firstHalf'],
  secondHalf: ['finished', 'halfTime'],
  finished: ['secondHalf'],
};

/** Why the phase may not change so; null when it may (or it is already that phase). */
export function phaseChangeProblem(from: MatchPhase, to: SettableMatchPhase, saved: boolean): string | null {
  if (saved) return LIVE_ENTRY_MESSAGES.saved;
  if (from === 'notStarted') return LIVE_ENTRY_MESSAGES.notStarted;
  if (from === to || PHASE_MOVES[from].includes(to)) return null;
  return `Kampen kan ikke gå fra «${PHASE_LABELS[from]}» til «${PHASE_LABELS[to]}».`;
}

/**
 * Why a match cannot be started from the touchline now; null when it can. A saved result
 * must be reopened first; a match cannot kick off before its day (Oslo), while an unplayed
 * match from an earlier day may still be entered afterwards. The server refuses a start with
 * it and the touchline's list marks such a match with the same words.
 */
export function startMatchProblem(
  match: { date: IsoDate; saved: boolean },
  now: Date,
): 'saved' | 'beforeMatchDay' | null {
  if (match.saved) return 'saved';
  if (match.date > osloToday(now)) return 'beforeMatchDay';
  return null;
}

/** Whether a new event may be added: kicked off, not yet at full time, not saved. */
export function addEventProblem(phase: MatchPhase, saved: boolean): string | null {
  if (saved) return LIVE_ENTRY_MESSAGES.saved;
  if (phase === 'notStarted') return LIVE_ENTRY_MESSAGES.notStarted;
  if (phase === 'finished') return LIVE_ENTRY_MESSAGES.finished;
  return null;
}

/** Corrections and deletions stay possible after full time, until the result is saved. */
export function correctEventProblem(phase: MatchPhase, saved: boolean): string | null {
  if (saved) return LIVE_ENTRY_MESSAGES.saved;
  if (phase === 'notStarted') return LIVE_ENTRY_MESSAGES.notStarted;
  return null;
}

export interface LiveEventContext {
  squad: readonly number[];
  halfLength: number;
  /** The match's other events (without the one being added or corrected). */
  others: readonly LiveEventFacts[];
}

/**
 * Why this event cannot stand among the match's others; null when it can. The cards follow
 * the statistics form's rules (`validatePlayerLine`), so the lines derived later always save.
 */
export function liveEventProblem(event: LiveEventFacts, context: LiveEventContext): string | null {
  const { squad, halfLength, others } = context;
  if (!Number.isInteger(event.minute) || event.minute < 1 || event.minute > maxEventMinute(halfLength))
    return minuteMessage(halfLength);
  const inSquad = (playerID: number) => squad.includes(playerID);
  if (event.type === 'opponentGoal') {
    if (event.playerID !== null) return LIVE_ENTRY_MESSAGES.opponentGoalWithPlayer;
  } else if (event.playerID === null) {
    // A club goal without a scorer is the opponents' own goal; every other event names a player.
    if (event.type !== 'goal') return LIVE_ENTRY_MESSAGES.playerMissing;
  } else if (!inSquad(event.playerID)) return LIVE_ENTRY_MESSAGES.notInSquad;
  if (event.assistPlayerID !== null) {
    if (event.type !== 'goal') return LIVE_ENTRY_MESSAGES.assistNotOnGoal;
    if (!inSquad(event.assistPlayerID)) return LIVE_ENTRY_MESSAGES.assistNotInSquad;
    if (event.assistPlayerID === event.playerID) return LIVE_ENTRY_MESSAGES.assistIsScorer;
  }
  if (event.playerID === null || (event.type !== 'yellowCard' && event.type !== 'redCard')) return null;
  const [line] = deriveLiveLines([event.playerID], null, [...others, event]);
  const [problem] = line ? validatePlayerLine(line) : [];
  return problem ? MATCH_ENTRY_MESSAGES[problem] : null;
}
