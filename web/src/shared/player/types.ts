import type { ByDate, MatchHeading } from '@vsf/engine';
import type { StatsSeason as ContractStatsSeason } from '@vsf/contract';

export type { ByDate, MatchHeading, StatCounts } from '@vsf/engine';

/** 'Totalt' (every season together) or a season: the call's season without its null. */
export type StatsSeason = NonNullable<ContractStatsSeason>;

export const TOTAL_SEASON = 'Totalt';

/** The player modal's views (Visning). */
export type PlayerView = 'overview' | 'combination' | 'matches' | 'fantasy';

/** Every match of a byDate part, oldest first. */
export function matchesOf<T>(part: ByDate<T>): { date: string; game: MatchHeading & T }[] {
  const key = (date: string) => date.split('.').reverse().join('');
  return Object.entries(part.byDate)
    .sort(([a], [b]) => key(a).localeCompare(key(b)))
    .flatMap(([date, day]) => day.gameStat.map((game) => ({ date, game })));
}
