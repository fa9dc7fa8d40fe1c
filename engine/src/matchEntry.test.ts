import { describe, expect, it } from 'vitest';
import { clubScore, validateMatchResult, validatePlayerLine, withoutAttendance } from './matchEntry';

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
