import type { SessionUser } from '@vsf/contract';
import type { NavItem } from '../../ui/navItem';

/**
 * The fantasy game's own navigation, in the order of the route table (spec 001 §2). Its
 * narrower variant shows only home, points, team and league.
 */
export const fantasyNavItems: NavItem[] = [
  { to: '/fantasy/main', label: 'Oversikt', narrow: true },
  { to: '/fantasy/points', label: 'Poeng', narrow: true },
  { to: '/fantasy/team', label: 'Mitt lag', narrow: true },
  { to: '/fantasy/league', label: 'Liga', narrow: true },
  { to: '/fantasy/stats', label: 'Statistikk' },
  { to: '/fantasy/fixtures', label: 'Kamper' },
  { to: '/fantasy/profile', label: 'Profil' },
  { to: '/fantasy/rules', label: 'Regler' },
  { to: '/fantasy/chooseItems', label: 'Utstyr' },
];

/** A club player's own answers for the coming fixtures ('Kan du spille?'). */
export const AVAILABILITY_PATH = '/fantasy/availability';

/** The navigation for this user: a club player with a linked profile also answers the coming fixtures. */
export function fantasyNavItemsFor(user: SessionUser | null): NavItem[] {
  if (user?.isPlayer !== 1) return fantasyNavItems;
  const at = fantasyNavItems.findIndex((item) => item.to === '/fantasy/fixtures') + 1;
  return [
    ...fantasyNavItems.slice(0, at),
    { to: AVAILABILITY_PATH, label: 'Kan du spille?' },
    ...fantasyNavItems.slice(at),
  ];
}
