import type { SessionUser } from '@vsf/contract';
import type { NavItem } from '../../ui/navItem';
import { isAdmin } from '../../store/roles';

const articleItems: NavItem[] = [
  { to: '/admin/newArticle', label: 'Skriv nytt innlegg' },
  { to: '/admin/editArticle', label: 'Endre Artikler' },
];

const adminItems: NavItem[] = [
  { to: '/admin', label: 'Administrator Hjem', end: true },
  { to: '/admin/live', label: 'Direkte kampføring' },
  { to: '/admin/squad', label: 'Tropp' },
  { to: '/admin/editStats', label: 'Oppdater Statistikk' },
  { to: '/admin/editMatchSchedule', label: 'Endre Kampprogram' },
  { to: '/admin/editTable', label: 'Tabell' },
  ...articleItems,
  { to: '/admin/editAbout', label: 'Endre kontaktinfo' },
  { to: '/admin/log', label: 'Endringslogg' },
];

/** Admins see all ten links under 'Admin'; posters the two article links under 'Post-Admin'. */
export function adminNavFor(user: SessionUser | null): { title: string; items: NavItem[] } {
  return isAdmin(user) ? { title: 'Admin', items: adminItems } : { title: 'Post-Admin', items: articleItems };
}
