/**
 * What a manager chooses players by besides their skills: fantasy points in the
 * season's last played round and over the season, form, and the share of teams that picked
 * the player ('Valgt av'). The API computes them once per season from the stored points; Mitt
 * lag's table and /fantasy/stats show the same numbers.
 */
import { usePercentage } from './rankings';

/** How many of a player's latest matches 'Form' adds up. */
export const FORM_MATCH_COUNT = 3;

/** One player's stored fantasy points in one played match of the season. */
export interface PlayerMatchLine {
  playerID: number;
  matchID: string;
  /** Whether he took part: a match he missed is not one of his matches for 'Form'. */
  attended: boolean;
  points: number;
}

/** One player's numbers, as `getFantasyPlayerMetrics` answers them (besides name and position). */
export interface FantasyMetricValues {
  playerID: number;
  /** Matches of the season he took part in. */
  matchesPlayed: number;
  /** His points in the season's last played match; 0 when he did not play in it. */
  roundPoints: number;
  seasonPoints: number;
  /** His points in his last FORM_MATCH_COUNT matches of the season (fewer when he has played fewer). */
  form: number;
  /** The share of the counted round's teams that picked him, in per cent with 2 decimals. */
  pickedPercentage: number;
}

/**
 * 'Form': the points of the player's last FORM_MATCH_COUNT matches he took part in. `matches`
 * are his lines in match order, oldest first; matches he missed are passed over, so a player
 * back from a break is judged by his last matches played, not by the zeros in between.
 */
export function formPoints(matches: readonly Pick<PlayerMatchLine, 'attended' | 'points'>[]): number {
  const played = matches.filter((match) => match.attended);
  return played.slice(-FORM_MATCH_COUNT).reduce((sum, match) => sum + match.points, 0);
}

/**
 * The round whose teams 'Valgt av' counts: among the season's rounds up to and including the
 * current one (in match order), the last that has teams. That is the current round once a
 * team is saved for it, and until then the round before, so the share is never of no teams
 * at the start of a round. null when no round of the season has a team yet.
 */
export function roundForPicks<R extends { hasTeams: boolean }>(roundsUpToCurrent: readonly R[]): R | null {
  return roundsUpToCurrent.findLast((round) => round.hasTeams) ?? null;
}

export interface FantasyMetricsInput {
  /** Every stored points line of the season's played matches, in match order. */
  lines: readonly PlayerMatchLine[];
  /** The season's last played match; null before the first result. */
  lastMatchID: string | null;
  /** How many of the counted round's teams picked each player. */
  useCounts: ReadonlyMap<number, number>;
  /** The counted round's teams (with players). */
  teamCount: number;
}

/**
 * Every player with a points line in the season or a pick in the counted round, by player ID.
 * A player picked but without a line (a new signing) gets zero points and his share.
 */
export function fantasyMetrics({
  lines,
  lastMatchID,
  useCounts,
  teamCount,
}: FantasyMetricsInput): FantasyMetricValues[] {
  const linesByPlayer = new Map<number, PlayerMatchLine[]>();
  for (const line of lines) {
    const own = linesByPlayer.get(line.playerID);
    if (own) own.push(line);
    else linesByPlayer.set(line.playerID, [line]);
  }
  const playerIDs = [...new Set([...linesByPlayer.keys(), ...useCounts.keys()])].sort((a, b) => a - b);
  return playerIDs.map((playerID) => {
    const own = linesByPlayer.get(playerID) ?? [];
    return {
      playerID,
      matchesPlayed: own.filter((line) => line.attended).length,
      roundPoints: own.find((line) => line.matchID === lastMatchID)?.points ?? 0,
      seasonPoints: own.reduce((sum, line) => sum + line.points, 0),
      form: formPoints(own),
      pickedPercentage: usePercentage(useCounts.get(playerID) ?? 0, teamCount),
    };
  });
}

/** The four numbers, in the order Mitt lag's table and /fantasy/stats show them. */
export const FANTASY_METRICS = ['roundPoints', 'seasonPoints', 'form', 'pickedPercentage'] as const;

export type FantasyMetric = (typeof FANTASY_METRICS)[number];

/**
 * Each number's name: `label` in a wide table's header and in /fantasy/stats' choice, `short` in
 * a phone's header (the label is then its tooltip and accessible name), `description` says
 * what it counts where there is room.
 */
export const FANTASY_METRIC_LABELS: Record<FantasyMetric, { label: string; short: string; description: string }> = {
  roundPoints: { label: 'Poeng (runde)', short: 'Rnd', description: 'Fantasypoeng i siste spilte runde' },
  seasonPoints: { label: 'Poeng (sesong)', short: 'Ses', description: 'Fantasypoeng hittil i sesongen' },
  form: { label: 'Form', short: 'Form', description: `Fantasypoeng i spillerens siste ${FORM_MATCH_COUNT} kamper` },
  pickedPercentage: {
    label: 'Valgt av',
    short: 'Valgt',
    description: 'Andel av lagene i runden som har valgt spilleren',
  },
};

/**
 * A metric as a table cell: points as they are, 'Valgt av' as a whole per cent ('33 %', with a
 * no-break space); a share under one per cent reads '<1 %', not a '0 %' that hides the picks.
 */
export function formatFantasyMetric(metric: FantasyMetric, value: number): string {
  if (metric !== 'pickedPercentage') return String(value);
  return value > 0 && value < 0.5 ? '<1\u00a0%' : `${Math.round(value)}\u00a0%`;
}
