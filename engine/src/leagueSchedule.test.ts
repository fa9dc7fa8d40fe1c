import { describe, expect, it } from 'vitest';
import { defaultMatchIndex, joinIndex, joinMatchIndex, type ScheduledMatch } from './leagueSchedule';

const match = (id: number, round: number, played: boolean): ScheduledMatch => ({
  id,
  round,
  matchID: `M${id}`,
  played,
});
const schedule = [match(1, 1, true), match(2, 2, true), match(3, 1, false), match(4, 3, false)];

describe('league schedule', () => {
  it('shows the last played match by default, the first before any is played, nothing without matches', () => {
    expect(defaultMatchIndex(schedule)).toBe(1);
    expect(defaultMatchIndex(schedule.map((m) => ({ ...m, played: false })))).toBe(0);
    expect(defaultMatchIndex([])).toBeNull();
  });

  it('counts a member from their match, else from the first match of their round, else never', () => {
    expect(joinIndex(schedule, { joinFixtureId: 3, joinRound: 1 })).toBe(2);
    expect(joinIndex(schedule, { joinFixtureId: null, joinRound: 1 })).toBe(0);
    expect(joinIndex(schedule, { joinFixtureId: 99, joinRound: 3 })).toBe(3);
    expect(joinIndex(schedule, { joinFixtureId: null, joinRound: 7 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('starts a public member at the coming match and a private one at the match after', () => {
    expect(joinMatchIndex(2, false)).toBe(2);
    expect(joinMatchIndex(2, true)).toBe(3);
  });
});
