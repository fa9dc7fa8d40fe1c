import type { NavItem } from '../../ui/navItem';

/** The sub-navigation of /about (000 §2). */
export const aboutNavItems: NavItem[] = [
  { to: '/about', label: 'Kontakt', end: true },
  { to: '/about/history', label: 'Historie' },
];
