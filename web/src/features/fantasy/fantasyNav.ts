import type { NavItem } from '../../layout/navLinks';

/** The fantasy game's own navigation (spec 001 §2). */
export const fantasyNavItems: NavItem[] = [
  { to: '/fantasy/main', label: 'Oversikt' },
  { to: '/fantasy/points', label: 'Poeng' },
  { to: '/fantasy/team', label: 'Mitt lag' },
  { to: '/fantasy/league', label: 'Liga' },
  { to: '/fantasy/stats', label: 'Statistikk' },
  { to: '/fantasy/fixtures', label: 'Kamper' },
  { to: '/fantasy/profile', label: 'Profil' },
  { to: '/fantasy/rules', label: 'Regler' },
];
