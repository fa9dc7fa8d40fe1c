import { NavLink } from 'react-router-dom';
import type { NavItem } from './navLinks';
import styles from './SectionNav.module.css';

interface SectionNavProps {
  title: string;
  items: NavItem[];
}

/** The tab bar of an area with its own pages (admin, fantasy), above the page. */
export function SectionNav({ title, items }: SectionNavProps) {
  return (
    <nav className={styles.nav} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.tabs}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
