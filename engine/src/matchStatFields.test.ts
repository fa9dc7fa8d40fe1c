import { describe, expect, expectTypeOf, it } from 'vitest';
import { withoutAttendance } from './matchEntry';
import type { LiveReviewLine } from './matchEvents';
import {
  ENTERED_LINE_FIELDS,
  MATCH_STAT_FIELDS,
  PLAYER_EVENT_FIELDS,
  RESULT_LINE_FIELDS,
  pickLine,
  qualifiedColumns,
  zeroLine,
  type EnteredLine,
} from './matchStatFields';
import { POINTS_BREAKDOWN_COLUMNS, POINTS_BREAKDOWN_FIELDS, noPoints, playerMatchPoints, resultLine } from './points';
import { STAT_COUNT_SOURCES, statCountsOf, zeroStatCounts } from './statCounts';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const keysOf = (fields: readonly { key: string }[]) => fields.map((field) => field.key);

describe('the declared match fields', () => {
  it('name each column as the key in snake case, as the database spells it', () => {
    for (const field of [...MATCH_STAT_FIELDS, ...POINTS_BREAKDOWN_FIELDS]) {
      expect(field.column).toBe(snakeCase(field.key));
    }
  });

  it('list the match_stats columns in the table order, each once', () => {
    expect(qualifiedColumns('match_stats', MATCH_STAT_FIELDS)).toEqual([
      'match_stats.attendance',
      'match_stats.keeper',
      'match_stats.goals_scored',
      'match_stats.assists',
      'match_stats.own_goals',
      'match_stats.yellow_cards',
      'match_stats.red_cards',
      'match_stats.goals_for',
      'match_stats.goals_conceded',
      'match_stats.clean_sheet',
      'match_stats.two_or_less_conceded',
      'match_stats.win',
      'match_stats.tie',
      'match_stats.loss',
      'match_stats.game_points',
    ]);
    expect(keysOf(PLAYER_EVENT_FIELDS)).toEqual(keysOf(ENTERED_LINE_FIELDS).slice(1));
  });

  it('give the admin form its labels in the form order', () => {
    expect(ENTERED_LINE_FIELDS.map((field) => field.label)).toEqual([
      'Oppmøte',
      'Keeper',
      'Mål',
      'Målgivende',
      'Selvmål',
      'Gule kort',
      'Røde kort',
    ]);
  });

  it('make the zero lines and the picked lines of exactly the declared keys', () => {
    expect(Object.keys(zeroLine(MATCH_STAT_FIELDS))).toEqual(keysOf(MATCH_STAT_FIELDS));
    expect(Object.values(zeroLine(MATCH_STAT_FIELDS)).every((value) => value === 0)).toBe(true);
    const line = {
      playerID: 7,
      attendance: 1,
      keeper: 0,
      goalsScored: 2,
      assists: 1,
      ownGoals: 0,
      yellowCards: 1,
      redCards: 0,
    } as const;
    expect(Object.keys(pickLine(ENTERED_LINE_FIELDS, line))).toEqual(keysOf(ENTERED_LINE_FIELDS));
    expect(Object.keys(resultLine(null))).toEqual(keysOf(RESULT_LINE_FIELDS));
    expect(Object.keys(resultLine({ goalsFor: 3, goalsConceded: 1 }))).toEqual(keysOf(RESULT_LINE_FIELDS));
  });

  it('clear every event of a player who did not attend', () => {
    const line: EnteredLine = {
      attendance: 1,
      keeper: 1,
      goalsScored: 2,
      assists: 1,
      ownGoals: 1,
      yellowCards: 1,
      redCards: 1,
    };
    expect(withoutAttendance(line)).toEqual(zeroLine(ENTERED_LINE_FIELDS));
  });

  it('read every per-match count the API answers from a declared field', () => {
    const declared = new Set<string>(keysOf(MATCH_STAT_FIELDS));
    expect(Object.values(STAT_COUNT_SOURCES).every((source) => declared.has(source))).toBe(true);
    expect(Object.keys(zeroStatCounts())).toEqual(Object.keys(STAT_COUNT_SOURCES));
    const stored = { ...zeroLine(MATCH_STAT_FIELDS), attendance: 1 as const, win: 1 as const, gamePoints: 3 };
    expect(statCountsOf(stored)).toEqual({ ...zeroStatCounts(), attendance: 1, wins: 1, gamePoints: 3, points: 3 });
  });

  it('score every declared fantasy category, and print the sum first', () => {
    const line = { ...zeroLine(ENTERED_LINE_FIELDS), attendance: 1 as const, goalsFor: 1, goalsConceded: 0 };
    expect(Object.keys(playerMatchPoints(line)).sort()).toEqual(keysOf(POINTS_BREAKDOWN_FIELDS).sort());
    expect(Object.keys(noPoints())).toEqual(keysOf(POINTS_BREAKDOWN_FIELDS));
    expect(POINTS_BREAKDOWN_COLUMNS.map((column) => column.key)).toEqual([
      'totalPoints',
      ...keysOf(POINTS_BREAKDOWN_FIELDS).filter((key) => key !== 'totalPoints'),
    ]);
  });

  it('are the fields of the live review line, written out there for the API reference', () => {
    type Reviewed = Omit<LiveReviewLine, 'playerID' | 'name'>;
    expectTypeOf<Reviewed>().toExtend<EnteredLine>();
    expectTypeOf<EnteredLine>().toExtend<Reviewed>();
  });
});
