/**
 * Team rules (001 §1, §4, §5): 7 distinct active players, one captain among them, at
 * most one active boost, each boost once a season, and changes only to the current
 * round before its deadline. The server refuses a save with these messages; the web
 * shows the same ones before sending.
 */
import { TEAM_SIZE } from './limits';
import { BOOSTS, type Boost } from './points';
import { isWithinAllowance } from './substitutions';
import { isBeforeDeadline, type IsoDate } from './time';

/** The spec's texts word for word; those marked 'ours' fill gaps the spec leaves. */
export const TEAM_MESSAGES = {
  notSevenPlayers: 'Du må velge 7 spillere før du kan lagre...',
  captainHint: 'Du må velge en kaptein før du kan lagre...',
  noCaptain: 'Vennligst velg en kaptein.',
  alreadyOnPitch: 'Denne spilleren er allerede på banen. Vennligst velg en annen...',
  deadlinePassed: 'Fristen for å foreta bytter er passert. Du må vente til neste runde før du kan bytte igjen...',
  noSubstitutionsLeft: 'Du kan ikke bytte denne spilleren. Du har brukt opp dine bytter...',
  cantSubstitute: 'Kan ikke bytte denne spilleren. Ingen flere bytter...',
  saved: 'Ditt lag har blitt lagret.',
  noTeam: 'Ingen lag ble funnet for denne runden...',
  /** ours */
  notCurrentRound: 'Du kan bare endre laget for runden som spilles nå.',
  /** ours */
  inactivePlayer: 'Denne spilleren er ikke aktiv og kan ikke velges.',
  /** ours */
  boostAlreadyUsed: 'Denne boosten er allerede brukt denne sesongen.',
} as const;

export type TeamProblem =
  | 'deadlinePassed'
  | 'notCurrentRound'
  | 'notSevenPlayers'
  | 'alreadyOnPitch'
  | 'inactivePlayer'
  | 'noCaptain'
  | 'boostAlreadyUsed'
  | 'noSubstitutionsLeft';

export interface TeamSubmission {
  /** Player IDs; 0 marks an empty slot, as in player1..player7. */
  players: readonly number[];
  captain: number | null;
  activeBoost: Boost | null;
}

export interface TeamRulesContext {
  /** The round being saved is the season pointer's round (and season). */
  isCurrentRound: boolean;
  /** The date of the round's match, whose deadline decides. */
  matchDate: IsoDate;
  /** The server's clock (the browser's, corrected, when previewing). */
  now: Date;
  /** Players who may be chosen (active club players). */
  activePlayerIDs: ReadonlySet<number>;
  /** The team of the previous round; null when there was none (first selection). */
  previousPlayers: readonly number[] | null;
  /** This round's substitution allowance; null is unlimited. */
  allowance: number | null;
  /** Boosts used in earlier rounds of this season. */
  boostsUsedEarlier: ReadonlySet<Boost>;
}

/** Chosen players without the empty slots. */
export function chosenPlayers(players: readonly number[]): number[] {
  return players.filter((playerID) => playerID > 0);
}

/** An empty team for a round (first player 0 or missing) counts as no team (001 §4). */
export function hasTeam(players: readonly number[] | null): boolean {
  return players !== null && (players[0] ?? 0) > 0;
}

export interface TeamProblemReport {
  problem: TeamProblem;
  /** The Norwegian text to show (the spec's own where it has one). */
  message: string;
}

/**
 * Every rule the team breaks, in the order a user should fix them, each with its
 * Norwegian message; empty when the team may be saved.
 */
export function validateTeam(team: TeamSubmission, context: TeamRulesContext): TeamProblemReport[] {
  const problems: TeamProblem[] = [];
  const players = chosenPlayers(team.players);
  const distinct = new Set(players);
  if (!isBeforeDeadline(context.matchDate, context.now)) problems.push('deadlinePassed');
  if (!context.isCurrentRound) problems.push('notCurrentRound');
  if (players.length !== TEAM_SIZE) problems.push('notSevenPlayers');
  if (distinct.size !== players.length) problems.push('alreadyOnPitch');
  if (players.some((playerID) => !context.activePlayerIDs.has(playerID))) problems.push('inactivePlayer');
  if (team.captain === null || !distinct.has(team.captain)) problems.push('noCaptain');
  if (team.activeBoost !== null && context.boostsUsedEarlier.has(team.activeBoost)) problems.push('boostAlreadyUsed');
  if (!isWithinAllowance(context.allowance, context.previousPlayers, players)) problems.push('noSubstitutionsLeft');
  return problems.map((problem) => ({ problem, message: TEAM_MESSAGES[problem] }));
}

export const BOOST_LABELS: Record<Boost, string> = {
  attackBoost: 'Angrepsboost',
  defenceBoost: 'Forsvarsboost',
  superCaptain: 'Superkaptein',
};

/** As the activity announcement writes them: 'aktivert angrepsboost'. */
export const BOOST_NAMES_IN_TEXT: Record<Boost, string> = {
  attackBoost: 'angrepsboost',
  defenceBoost: 'forsvarsboost',
  superCaptain: 'superkaptein',
};

export const BOOST_ACTIVE_TEXT = 'Aktivert';

export type BoostToggle = { ok: true; activeBoost: Boost | null } | { ok: false; problem: TeamProblem };

/**
 * Pressing a boost button: the active boost turns off; another boost becomes the only
 * active one (the one it replaces was only in use this round, so it stays unused). A
 * boost used in an earlier round cannot be activated.
 */
export function toggleBoost(
  activeBoost: Boost | null,
  pressed: Boost,
  context: { canChange: boolean; boostsUsedEarlier: ReadonlySet<Boost> },
): BoostToggle {
  if (!context.canChange) return { ok: false, problem: 'deadlinePassed' };
  if (activeBoost === pressed) return { ok: true, activeBoost: null };
  if (context.boostsUsedEarlier.has(pressed)) return { ok: false, problem: 'boostAlreadyUsed' };
  return { ok: true, activeBoost: pressed };
}

export interface BoostButton {
  boost: Boost;
  label: string;
  /** 'Aktivert' on the active boost, else null. */
  badge: string | null;
  /** Greyed out: used earlier, or the round cannot be changed. */
  disabled: boolean;
}

/** The three boost buttons as the team page and the team modal show them. */
export function boostButtons(
  activeBoost: Boost | null,
  context: { canChange: boolean; boostsUsedEarlier: ReadonlySet<Boost> },
): BoostButton[] {
  return BOOSTS.map((boost) => {
    const active = boost === activeBoost;
    return {
      boost,
      label: active ? `Deaktiver ${BOOST_NAMES_IN_TEXT[boost]}` : BOOST_LABELS[boost],
      badge: active ? BOOST_ACTIVE_TEXT : null,
      disabled: !context.canChange || (!active && context.boostsUsedEarlier.has(boost)),
    };
  });
}

export type BoostUsedFlags = Record<`${Boost}Used`, 0 | 1>;

/** The used flags to store with a round's team: earlier uses plus this round's active boost. */
export function boostUsedFlags(boostsUsedEarlier: ReadonlySet<Boost>, activeBoost: Boost | null): BoostUsedFlags {
  const used = (boost: Boost): 0 | 1 => (boostsUsedEarlier.has(boost) || activeBoost === boost ? 1 : 0);
  return {
    attackBoostUsed: used('attackBoost'),
    defenceBoostUsed: used('defenceBoost'),
    superCaptainUsed: used('superCaptain'),
  };
}
