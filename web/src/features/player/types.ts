import type { ByDate, MatchHeading, PlayerSkills, PointsBreakdown, StatCounts } from '@vsf/engine';

export type { ByDate, MatchHeading, StatCounts } from '@vsf/engine';

export type PlayerStats = ByDate<StatCounts>;

/** Fantasy points per category: the engine's breakdown, as the API answers it. */
export type FantasyCounts = PointsBreakdown;

export type PlayerFantasy = ByDate<FantasyCounts>;

export interface Player {
  playerID: number;
  firstName: string;
  lastName: string;
  nickname: string;
  age: number | null;
  position: string;
  jerseyNo: number;
  description: string;
  image: string | null;
  active: 0 | 1;
  activeSeasons: number[];
}

export interface PlayerWithStats extends Player {
  skills: PlayerSkills;
  stats: PlayerStats;
}

export interface PlayerCardData extends PlayerWithStats {
  skillsBySeason: Record<string, PlayerSkills>;
  statsBySeason: Record<string, PlayerStats>;
}

/** 'Totalt' (every season together) or a season. */
export type StatsSeason = 'Totalt' | number;

export const TOTAL_SEASON = 'Totalt';

/** Every match of a byDate part, oldest first. */
export function matchesOf<T>(part: ByDate<T>): { date: string; game: MatchHeading & T }[] {
  const key = (date: string) => date.split('.').reverse().join('');
  return Object.entries(part.byDate)
    .sort(([a], [b]) => key(a).localeCompare(key(b)))
    .flatMap(([date, day]) => day.gameStat.map((game) => ({ date, game })));
}
