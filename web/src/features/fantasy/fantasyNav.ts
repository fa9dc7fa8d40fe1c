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
