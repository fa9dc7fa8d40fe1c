import { NavLink } from 'react-router-dom';
import type { NavItem } from '../ui/navItem';
import styles from './NavList.module.css';

interface NavListProps {
  items: NavItem[];
  /** Called after a link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

export function NavList({ items, onNavigate }: NavListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.to} className={item.nested ? styles.nested : undefined}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
