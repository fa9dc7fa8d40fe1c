/**
 * The texts of a read's states, word for word from the spec, in one place: every view draws its
 * states with `QueryState` (or `Spinner` / `FantasyLoading` where no read is behind them).
 */

/** The fantasy game's loading text beside the spinner (001 §4, §8); the public site shows the spinner alone (000 §4). */
export const FANTASY_LOADING_LABEL = 'Loading...';

/** What a table or view shows when the answer holds nothing (000 §8, 001 §8, 002 §8). */
export const NO_DATA_TEXT = 'Ingen data funnet';

/** A season's schedule without matches: the fixtures page, the schedule and the stats editors (000 §2, 002 §2). */
export const NO_FIXTURES_TEXT = 'Ingen kamper funnet for denne sesongen...';

/** What screen readers hear while the spinner turns, and what a line of text says while it loads. */
export const LOADING_TEXT = 'Laster...';
