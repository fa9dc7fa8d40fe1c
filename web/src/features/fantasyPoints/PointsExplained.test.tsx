import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { noPoints, type TeamPlayerPoints } from '@vsf/engine';
import { type TeamPointsExplained } from '@vsf/contract';
import { makeClubPlayer } from '../../test/factories';
import { PointsExplained } from './PointsExplained';

const chosen = (overrides: Partial<TeamPlayerPoints> & Pick<TeamPlayerPoints, 'playerID'>): TeamPlayerPoints => ({
  base: 4,
  breakdown: { ...noPoints(), attendance: 5, losses: -1, totalPoints: 4 },
  attended: true,
  isCaptain: false,
  multiplier: 1,
  captainBonus: 0,
  boostBonus: 3,
  points: 7,
  ...overrides,
});

/** A captain with the defence boost, a player who did not turn up, and one more: 11 + 0 + 7 = 18. */
const team: TeamPointsExplained = {
  userID: 10,
  season: 2026,
  round: 4,
  matchID: 'M4',
  captain: 1,
  activeBoost: 'defenceBoost',
  players: [
    chosen({ playerID: 1, isCaptain: true, multiplier: 2, captainBonus: 4, points: 11 }),
    chosen({ playerID: 2, base: 0, breakdown: noPoints(), attended: false, boostBonus: 0, points: 0 }),
    chosen({ playerID: 3 }),
  ],
  roundPoints: 18,
  totalPoints: 200,
  worldRank: 3,
  teamCount: 40,
  live: true,
};

const clubPlayers = [
  makeClubPlayer({ playerID: 1, nickname: 'Kapteinen' }),
  makeClubPlayer({ playerID: 2, nickname: 'Borte' }),
  makeClubPlayer({ playerID: 3, nickname: 'Back' }),
];

/** Text a sighted visitor sees: not inside the screen readers' own sentence. */
const seen = (element: HTMLElement) =>
  [...element.querySelectorAll('summary [aria-hidden="true"]')].map((part) => part.textContent).join(' | ');

describe('Slik ble poengene dine', () => {
  it('names the boost where it adds and says in visible words that a player did not turn up', () => {
    render(
      <PointsExplained team={team} clubPlayers={clubPlayers} openID={null} onOpen={() => {}} onPlayer={() => {}} />,
    );
    const [captain, absent, back] = within(screen.getByRole('list')).getAllByRole('listitem') as HTMLElement[];
    expect(seen(captain!)).toBe('Kapteinen (C) | 4 × 2 + 3 Forsvarsboost | 11 p');
    expect(seen(absent!)).toBe('Borte | møtte ikke | 0 p');
    expect(seen(back!)).toBe('Back | 4 + 3 Forsvarsboost | 7 p');
    expect(screen.getByText('11 + 0 + 7 =')).toBeTruthy();
  });
});
