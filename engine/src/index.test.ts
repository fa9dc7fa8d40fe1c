import { describe, expect, it } from 'vitest';
import * as engine from './index';

describe('@vsf/engine', () => {
  it('exports the functions other workspaces rely on', () => {
    const functions = [
      'parseFixtureDate',
      'formatNorwegianDate',
      'weekdayName',
      'parseKickoffTime',
      'formatKickoff',
      'osloDateTimeToInstant',
      'fantasyDeadline',
      'isBeforeDeadline',
      'osloToday',
      'addDays',
      'ageFromBirthdate',
      'displayAge',
      'displayJersey',
      'playerDisplayName',
      'authorDisplayName',
      'generateMatchNumber',
      'deriveMatchOutcome',
      'playerMatchPoints',
      'teamPlayerPoints',
      'teamRoundPoints',
      'validateTeam',
      'substitutionAllowance',
      'remainingSubstitutions',
      'playerSkills',
      'skillBand',
      'teamSkillChart',
      'rankByPoints',
      'rankMovement',
      'sortTable',
      'combinationStats',
      'nextFixture',
      'previousFixture',
      'canReadPost',
      'isClubTeam',
    ] as const;
    for (const name of functions) expect(typeof engine[name]).toBe('function');
    expect(engine.END_OF_SEASON).toBe('endOfSeason');
    expect(engine.DEFAULT_LAST_ROUND).toBe(18);
    expect(engine.TEAM_SIZE).toBe(7);
  });
});
