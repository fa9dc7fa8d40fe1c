import { describe, expect, it } from 'vitest';
import { withPointsReserved, withRoundPoints } from './FantasyNav';
import { makeUser } from '../../test/factories';
import { fantasyNavItems, fantasyNavItemsFor } from './fantasyNav';

describe('the fantasy navigation', () => {
  it("links every fantasy screen in the route table's order, Utstyr last", () => {
    expect(fantasyNavItems.map((item) => `${item.to} ${item.label}`)).toEqual([
      '/fantasy/main Oversikt',
      '/fantasy/points Poeng',
      '/fantasy/team Mitt lag',
      '/fantasy/league Liga',
      '/fantasy/stats Statistikk',
      '/fantasy/fixtures Kamper',
      '/fantasy/profile Profil',
      '/fantasy/rules Regler',
      '/fantasy/chooseItems Utstyr',
    ]);
  });

  it("gives a club player a link to answer the coming fixtures, after 'Kamper', and nobody else", () => {
    const labels = (isPlayer: 0 | 1) => fantasyNavItemsFor(makeUser({ isPlayer })).map((item) => item.label);
    expect(labels(1).slice(5, 7)).toEqual(['Kamper', 'Kan du spille?']);
    expect(fantasyNavItemsFor(makeUser({ isPlayer: 1 })).find((item) => item.label === 'Kan du spille?')?.to).toBe(
      '/fantasy/availability',
    );
    expect(labels(0)).not.toContain('Kan du spille?');
    expect(fantasyNavItemsFor(null)).toBe(fantasyNavItems);
  });

  it('keeps home, points, team and league in its narrower variant', () => {
    expect(fantasyNavItems.filter((item) => item.narrow).map((item) => item.label)).toEqual([
      'Oversikt',
      'Poeng',
      'Mitt lag',
      'Liga',
    ]);
  });

  it("shows the last round's points after 'Poeng', signed, and leaves the other links alone", () => {
    const label = (points: number) =>
      withRoundPoints(fantasyNavItems, points).find((i) => i.to === '/fantasy/points')!.label;
    expect(label(12)).toBe('Poeng +12');
    expect(label(-3)).toBe('Poeng −3');
    expect(label(0)).toBe('Poeng 0');
    expect(withRoundPoints(fantasyNavItems, 5).filter((i) => i.to !== '/fantasy/points')).toEqual(
      fantasyNavItems.filter((i) => i.to !== '/fantasy/points'),
    );
  });

  it("keeps the points' room after 'Poeng' while they load, and only there", () => {
    const reserved = withPointsReserved(fantasyNavItems);
    expect(reserved.find((i) => i.to === '/fantasy/points')).toMatchObject({ label: 'Poeng', reserve: ' +00' });
    expect(reserved.filter((i) => i.reserve !== undefined)).toHaveLength(1);
  });
});
