import { club } from '@vsf/engine';
import type { NavItem } from '../ui/navItem';

export interface SupportItem extends NavItem {
  /** One line under the banner's title, facts from the club's pages. */
  tagline: string;
}

/** The main navigation of the left side bar and the mobile menu. */
export const mainNavItems: NavItem[] = [
  { to: '/', label: 'Hjem', end: true },
  { to: '/fixtures', label: 'Kamper' },
  { to: '/table', label: 'Tabell' },
  { to: '/stats', label: 'Statistikk' },
  { to: '/newsArchive', label: 'Nyhetsarkiv' },
  { to: '/fantasy', label: 'Fantasy' },
  { to: '/shop', label: 'Butikk' },
  { to: '/bikerboyz', label: 'BikerBoyz' },
  { to: '/about', label: 'Kontakt', end: true },
  { to: '/about/history', label: 'Historie', nested: true },
];

/** The banners of the right side bar: support schemes and the club's other teams. */
export const supportItems: SupportItem[] = [
  { to: '/grasrotandelen', label: 'Grasrotandelen', tagline: 'Inntil 5 % av innsatsen går til klubben' },
  { to: '/fluggerandelen', label: 'Fluggerandelen', tagline: '20 % rabatt og 5 % til klubben' },
  { to: '/legends', label: `${club.shortName} Legends`, tagline: '7er-laget' },
  { to: '/11aside', label: `${club.shortName} 11er`, tagline: '11er-laget' },
];
