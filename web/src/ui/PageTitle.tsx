import { useEffect, type ReactNode } from 'react';
import { club } from '@vsf/engine';
import styles from './PageTitle.module.css';

/** A page's heading; also names the browser tab after the page. */
export function PageTitle({ children, tabTitle }: { children: ReactNode; tabTitle?: string }) {
  const title = tabTitle ?? (typeof children === 'string' ? children : null);
  useEffect(() => {
    document.title = title ? `${title} – ${club.name}` : club.name;
  }, [title]);
  return <h1 className={styles.title}>{children}</h1>;
}
