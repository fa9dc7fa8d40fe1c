import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { club, displayTeamName, isClubTeam, shortTeamName } from './club';

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

describe('shortTeamName', () => {
  it("leaves out the words for the kind of club, keeping the place and the team's number", () => {
    expect(shortTeamName('Bygdøy Kameratene')).toBe('Bygdøy');
    expect(shortTeamName('Korsvoll IL 2')).toBe('Korsvoll 2');
    expect(shortTeamName('Frigg Oslo FK 3')).toBe('Frigg Oslo 3');
    expect(shortTeamName('Sportsklubben Vestre Aker 3')).toBe('Vestre Aker 3');
    expect(shortTeamName('Heming 2')).toBe('Heming 2');
    expect(shortTeamName('Vindern')).toBe(club.shortName);
    expect(shortTeamName('IL 2')).toBe('IL 2');
  });

  const word = fc.stringMatching(/^[A-Za-zÆØÅæøå0-9-]{1,12}$/);
  const teamName = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

  it('is made of whole words of the name, in their order, and is never empty nor longer', () => {
    fc.assert(
      fc.property(teamName, (name) => {
        const short = shortTeamName(name);
        expect(short.length).toBeGreaterThan(0);
        expect(short.length).toBeLessThanOrEqual(displayTeamName(name).length);
        if (isClubTeam(name)) return;
        const words = name.split(' ');
        let from = 0;
        for (const kept of short.split(' ')) {
          const at = words.indexOf(kept, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + 1;
        }
      }),
    );
  });

  it("keeps every word that is not a word for the kind of club, the team's number included", () => {
    fc.assert(
      fc.property(teamName, fc.integer({ min: 2, max: 9 }), (name, number) => {
        const numbered = `${name} IL ${number}`;
        fc.pre(!isClubTeam(numbered));
        expect(shortTeamName(numbered).endsWith(` ${number}`)).toBe(true);
        expect(shortTeamName(shortTeamName(numbered))).toBe(shortTeamName(numbered));
      }),
    );
  });
});
