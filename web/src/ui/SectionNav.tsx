import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './navItem';
import styles from './SectionNav.module.css';

interface SectionNavProps {
  title: string;
  items: NavItem[];
}

/**
 * The tab bar of an area with its own pages (admin, fantasy), above the page. When some
 * items are marked `narrow`, phones see only those, and the rest behind 'More...' (as the
 * main menu), so every page stays one tap away without three rows of tabs.
 */
export function SectionNav({ title, items }: SectionNavProps) {
  const [expanded, setExpanded] = useState(false);
  const hasNarrowVariant = items.some((item) => item.narrow) && items.some((item) => !item.narrow);
  return (
    <nav className={expanded ? `${styles.nav} ${styles.expanded}` : styles.nav} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.tabs}>
        {items.map((item) => (
          <li key={item.to} className={hasNarrowVariant && !item.narrow ? styles.wide : undefined}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
              onClick={() => setExpanded(false)}
            >
              {item.label}
              {item.reserve && (
                <span className={styles.reserve} aria-hidden="true">
                  {item.reserve}
                </span>
              )}
              {item.marker && <span className={styles.marker}>{item.marker}</span>}
            </NavLink>
          </li>
        ))}
        {hasNarrowVariant && (
          <li className={styles.more}>
            <button
              type="button"
              className={styles.tab}
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
            >
              More...
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
