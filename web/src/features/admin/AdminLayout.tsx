import { useAtomValue } from 'jotai';
import { Outlet, useMatch } from 'react-router-dom';
import { SectionNav } from '../../ui/SectionNav';
import { currentUserAtom } from '../../store/session';
import { adminNavFor } from './adminNav';
import styles from './AdminLayout.module.css';

export default function AdminLayout() {
  const { title, items } = adminNavFor(useAtomValue(currentUserAtom));
  // A match open at the touchline: its score and event buttons are the first screen (one
  // thumb on a phone), so the admin menu follows the page instead of preceding it.
  const matchFirst = useMatch('/admin/live/:matchID') !== null;
  const nav = <SectionNav title={title} items={items} />;
  return (
    <>
      {!matchFirst && nav}
      <Outlet />
      {matchFirst && <div className={styles.after}>{nav}</div>}
    </>
  );
}
