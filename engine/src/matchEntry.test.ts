import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clubScore,
  impliedOpponentOwnGoals,
  isMatchInFuture,
  validateMatchEntry,
  validateMatchResult,
  validateMatchTotals,
  validatePlayerLine,
  withoutAttendance,
} from './matchEntry';

const line = {
  attendance: 1 as const,
  keeper: 0 as const,
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
};

describe('match entry', () => {
  it('needs both scores, whole and not negative', () => {
    expect(validateMatchResult(2, 1)).toEqual([]);
    expect(validateMatchResult(null, 1)).toEqual(['resultMissing']);
    expect(validateMatchResult(2, null)).toEqual(['resultMissing']);
    expect(validateMatchResult(-1, 1)).toEqual(['negative']);
    expect(validateMatchResult(1, 1.5)).toEqual(['negative']);
  });

  it('checks a player’s cards and attendance', () => {
    expect(validatePlayerLine({ ...line, yellowCards: 2 })).toEqual([]);
    expect(validatePlayerLine({ ...line, yellowCards: 1, redCards: 1 })).toEqual([]);
    expect(validatePlayerLine({ ...line, yellowCards: 3 })).toEqual(['tooManyYellows']);
    expect(validatePlayerLine({ ...line, redCards: 2 })).toEqual(['tooManyReds']);
    expect(validatePlayerLine({ ...line, yellowCards: 2, redCards: 1 })).toEqual(['redWithTwoYellows']);
    expect(validatePlayerLine({ ...line, goalsScored: -1 })).toEqual(['negative']);
    expect(validatePlayerLine({ ...line, attendance: 0, goalsScored: 1 })).toEqual(['eventsWithoutAttendance']);
    expect(validatePlayerLine({ ...line, attendance: 0 })).toEqual([]);
  });

  it('clears everything when attendance is unticked', () => {
    const cleared = withoutAttendance({ ...line, playerID: 7, keeper: 1, goalsScored: 2, yellowCards: 1 });
    expect(cleared).toEqual({ ...line, playerID: 7, attendance: 0 });
  });

  it('reads the club’s score from either side', () => {
    expect(clubScore({ homeTeam: 'Vindern', awayTeam: 'Aker', homeTeamScore: 3, awayTeamScore: 1 })).toEqual({
      goalsFor: 3,
      goalsConceded: 1,
    });
    expect(clubScore({ homeTeam: 'Aker', awayTeam: 'Vinderen ', homeTeamScore: 3, awayTeamScore: 1 })).toEqual({
      goalsFor: 1,
      goalsConceded: 3,
    });
    expect(clubScore({ homeTeam: 'Aker', awayTeam: 'Bygdøy', homeTeamScore: 3, awayTeamScore: 1 })).toBeNull();
    expect(clubScore({ homeTeam: 'Vinderen', awayTeam: 'Aker', homeTeamScore: null, awayTeamScore: null })).toBeNull();
  });
});

const scorerLine = fc.record({
  attendance: fc.constantFrom<0 | 1>(0, 1),
  goalsScored: fc.nat(5),
  assists: fc.nat(5),
});
const sum = (lines: { attendance: 0 | 1; goalsScored: number; assists: number }[], key: 'goalsScored' | 'assists') =>
  lines.filter((l) => l.attendance === 1).reduce((total, l) => total + l[key], 0);

describe('a match adds up', () => {
  // 23:30 UTC on 3 January is already 4 January in Oslo.
  const lateEvening = new Date('2027-01-03T23:30:00Z');

  it('refuses a result for a match dated after today in Oslo', () => {
    expect(isMatchInFuture('2027-01-04', lateEvening)).toBe(false);
    expect(isMatchInFuture('2027-01-05', lateEvening)).toBe(true);
    expect(isMatchInFuture('2026-12-31', lateEvening)).toBe(false);
  });

  it('accepts exactly the lines whose goals and the opponents’ own goals make the club’s score', () => {
    fc.assert(
      fc.property(fc.array(scorerLine, { maxLength: 16 }), fc.nat(4), fc.nat(20), (lines, ownGoals, clubGoals) => {
        const problems = validateMatchTotals(clubGoals, ownGoals, lines);
        const goals = sum(lines, 'goalsScored');
        expect(problems.includes('goalsDoNotAddUp')).toBe(goals + ownGoals !== clubGoals);
        expect(problems.includes('tooManyAssists')).toBe(sum(lines, 'assists') > goals);
      }),
    );
  });

  it('reads the opponents’ own goals back from a consistent match', () => {
    fc.assert(
      fc.property(fc.array(scorerLine, { maxLength: 16 }), fc.nat(4), (lines, ownGoals) => {
        const clubGoals = sum(lines, 'goalsScored') + ownGoals;
        expect(impliedOpponentOwnGoals(clubGoals, lines)).toBe(ownGoals);
      }),
    );
  });

  it('checks the whole entry, the club on either side', () => {
    const scorer = { ...line, playerID: 1, goalsScored: 2, assists: 1 };
    const entry = {
      homeTeam: 'Aker',
      awayTeam: 'Vinderen SF',
      homeTeamScore: 0,
      awayTeamScore: 3,
      date: '2027-01-04',
      opponentOwnGoals: 1,
      players: [scorer],
    };
    expect(validateMatchEntry(entry, lateEvening)).toEqual([]);
    expect(validateMatchEntry({ ...entry, opponentOwnGoals: 0 }, lateEvening)).toEqual(['goalsDoNotAddUp']);
    expect(validateMatchEntry({ ...entry, date: '2027-01-05' }, lateEvening)).toEqual(['matchInFuture']);
    expect(validateMatchEntry({ ...entry, players: [{ ...scorer, assists: 3 }] }, lateEvening)).toEqual([
      'tooManyAssists',
    ]);
    expect(validateMatchEntry({ ...entry, awayTeamScore: null }, lateEvening)).toEqual(['resultMissing']);
    expect(validateMatchEntry({ ...entry, opponentOwnGoals: -1 }, lateEvening)).toEqual(['negative']);
    expect(validateMatchEntry({ ...entry, awayTeam: 'Bygdøy' }, lateEvening)).toEqual(['notAClubMatch']);
  });
});
