import { describe, expect, it } from 'vitest';
import { club } from '@vsf/engine';
import { type SeasonTableRow } from '@vsf/contract';
import { clubPlace } from './PhoneGlance';

const row = (fields: Partial<SeasonTableRow>): SeasonTableRow => ({
  team: club.name,
  season: 2026,
  tournement: '5. div',
  position: 1,
  gamesPlayed: 10,
  wins: 0,
  ties: 0,
  losses: 0,
  goalsScored: 0,
  goalsConceded: 0,
  goalDifference: 0,
  points: 0,
  ...fields,
});

describe("the phone home page's table place", () => {
  it("is the club's row, as the server placed it, in the tournament it has played most this season", () => {
    const rows = [
      row({ team: 'Heming', position: 1, points: 30 }),
      row({ position: 4, points: 18 }),
      row({ tournement: 'Oslo Cup', position: 1, gamesPlayed: 2 }),
      row({ season: 2025, position: 1, gamesPlayed: 18 }),
    ];
    expect(clubPlace(rows, 2026)).toMatchObject({ tournement: '5. div', position: 4, points: 18 });
  });

  it('is nothing when the club has no row this season', () => {
    expect(clubPlace([row({ team: 'Heming' }), row({ season: 2025 })], 2026)).toBeNull();
  });
});
