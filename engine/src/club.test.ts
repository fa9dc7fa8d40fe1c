import { describe, expect, it } from 'vitest';
import { club, displayTeamName, isClubTeam } from './club';

describe('club identity', () => {
  it('shows every spelling of the club as its short name', () => {
    for (const spelling of ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen ']) {
      expect(isClubTeam(spelling)).toBe(true);
      expect(displayTeamName(spelling)).toBe(club.shortName);
    }
    expect(isClubTeam('Vinderen  ')).toBe(false);
    expect(displayTeamName('Aker')).toBe('Aker');
  });
});
