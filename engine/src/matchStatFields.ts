/**
 * The per-match counts of a club player (000 §3, 002 §5), declared once: the key the code
 * and the contract use, the column in match_stats, the admin form's label and whether it
 * is a 0/1 flag or a count. The line types, the zero lines, the API's SQL column lists,
 * row mappers and input schema, and the admin form's inputs are all read from here.
 */
import { MAX_RED_CARDS_PER_MATCH, MAX_YELLOW_CARDS_PER_MATCH } from './limits';

/** The most of any one count the form and the API take in a match. */
export const MAX_COUNT_PER_MATCH = 99;

/** A declared field: its key, its database column, and a 0/1 flag or a count (a count when not said). */
export interface FieldDeclaration {
  key: string;
  column: string;
  kind?: 'flag' | 'count';
}

/** What an admin enters for one player, in the form's order (002 §5); attendance comes first. */
export const ENTERED_LINE_FIELDS = [
  { key: 'attendance', column: 'attendance', label: 'Oppmøte', kind: 'flag' },
  { key: 'keeper', column: 'keeper', label: 'Keeper', kind: 'flag' },
  { key: 'goalsScored', column: 'goals_scored', label: 'Mål', kind: 'count', max: MAX_COUNT_PER_MATCH },
  { key: 'assists', column: 'assists', label: 'Målgivende', kind: 'count', max: MAX_COUNT_PER_MATCH },
  { key: 'ownGoals', column: 'own_goals', label: 'Selvmål', kind: 'count', max: MAX_COUNT_PER_MATCH },
  { key: 'yellowCards', column: 'yellow_cards', label: 'Gule kort', kind: 'count', max: MAX_YELLOW_CARDS_PER_MATCH },
  { key: 'redCards', column: 'red_cards', label: 'Røde kort', kind: 'count', max: MAX_RED_CARDS_PER_MATCH },
] as const satisfies readonly (FieldDeclaration & { label: string; max?: number })[];

/** What a player did besides attending: only an attending player may have any (002 §4.3). */
export const PLAYER_EVENT_FIELDS = ENTERED_LINE_FIELDS.filter(
  (field): field is Exclude<(typeof ENTERED_LINE_FIELDS)[number], { key: 'attendance' }> => field.key !== 'attendance',
);

/** What the match's result makes of every attending player's line, stored beside it. */
export const RESULT_LINE_FIELDS = [
  { key: 'goalsFor', column: 'goals_for', kind: 'count' },
  { key: 'goalsConceded', column: 'goals_conceded', kind: 'count' },
  { key: 'cleanSheet', column: 'clean_sheet', kind: 'flag' },
  { key: 'twoOrLessConceded', column: 'two_or_less_conceded', kind: 'flag' },
  { key: 'win', column: 'win', kind: 'flag' },
  { key: 'tie', column: 'tie', kind: 'flag' },
  { key: 'loss', column: 'loss', kind: 'flag' },
  { key: 'gamePoints', column: 'game_points', kind: 'count' },
] as const satisfies readonly FieldDeclaration[];

/** Every count of a stored match_stats row, in the table's order. */
export const MATCH_STAT_FIELDS = [...ENTERED_LINE_FIELDS, ...RESULT_LINE_FIELDS] as const;

/**
 * The object a list of fields describes: each flag's key with 0 or 1, each count's with a
 * number. Two Records rather than one mapped type, so the API reference's generator reads it.
 */
export type LineOf<Fields extends readonly FieldDeclaration[]> = Record<
  Extract<Fields[number], { kind: 'flag' }>['key'],
  0 | 1
> &
  Record<Exclude<Fields[number], { kind: 'flag' }>['key'], number>;

/** One player's line as an admin enters it. */
export type EnteredLine = LineOf<typeof ENTERED_LINE_FIELDS>;
export type PlayerEvents = LineOf<typeof PLAYER_EVENT_FIELDS>;
export type ResultLine = LineOf<typeof RESULT_LINE_FIELDS>;
/** The counts of one stored match_stats row. */
export type MatchStatLine = LineOf<typeof MATCH_STAT_FIELDS>;
export type MatchStatKey = keyof MatchStatLine;

/** A line of these fields with every one 0. */
export function zeroLine<Fields extends readonly FieldDeclaration[]>(fields: Fields): LineOf<Fields> {
  return Object.fromEntries(fields.map((field) => [field.key, 0])) as LineOf<Fields>;
}

/** Just these fields of a larger object, in the declaration's order. */
export function pickLine<Fields extends readonly FieldDeclaration[]>(
  fields: Fields,
  source: LineOf<Fields>,
): LineOf<Fields> {
  const values = source as Record<string, number>;
  return Object.fromEntries(fields.map((field) => [field.key, values[field.key]])) as LineOf<Fields>;
}

/** The columns of these fields, each behind a table's name ('match_stats.goals_scored'). */
export function qualifiedColumns(table: string, fields: readonly FieldDeclaration[]): string[] {
  return fields.map((field) => `${table}.${field.column}`);
}
