/** Seasons before the current records, always offered (spec 000 §9). */
export const HISTORIC_SEASONS: readonly number[] = Array.from({ length: 2017 - 2004 + 1 }, (_, i) => 2017 - i);

/** The current year, the previous years, then 2017 down to 2004; each once, in that order. */
export function seasonOptions(thisYear: number, previousYears: readonly number[]): number[] {
  return [...new Set([thisYear, ...previousYears, ...HISTORIC_SEASONS])];
}
