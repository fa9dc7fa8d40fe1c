import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NavItem } from './navItem';
import { SectionNav } from './SectionNav';
import styles from './SectionNav.module.css';

const items: NavItem[] = [
  { to: '/a', label: 'Først', narrow: true },
  { to: '/b', label: 'Også', narrow: true },
  { to: '/c', label: 'Sjelden' },
];

function renderAt(path: string, navItems = items) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SectionNav title="Område" items={navItems} />
    </MemoryRouter>,
  );
}

describe('SectionNav', () => {
  it("marks the links outside the narrow variant and toggles them with 'More...'", () => {
    renderAt('/a');
    const rare = screen.getByRole('link', { name: 'Sjelden' });
    expect(rare.closest('li')?.classList.contains(styles.wide!)).toBe(true);
    expect(screen.getByRole('link', { name: 'Først' }).closest('li')?.classList.contains(styles.wide!)).toBe(false);

    const more = screen.getByRole('button', { name: 'More...' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Område' }).classList.contains(styles.expanded!)).toBe(true);

    // Choosing a page folds the list again.
    fireEvent.click(rare);
    expect(screen.getByRole('button', { name: 'More...' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("has no 'More...' when no link is marked narrow", () => {
    renderAt('/a', [
      { to: '/a', label: 'Først' },
      { to: '/b', label: 'Også' },
    ]);
    expect(screen.queryByRole('button', { name: 'More...' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Også' }).closest('li')?.className ?? '').toBe('');
  });

  it("keeps a loading value's room after a label, unseen and unread", () => {
    renderAt('/a', [{ to: '/a', label: 'Poeng', narrow: true, reserve: ' +00' }, ...items.slice(1)]);
    const link = screen.getByRole('link', { name: 'Poeng' });
    const reserve = link.querySelector(`.${styles.reserve!}`);
    expect(reserve?.textContent).toBe(' +00');
    expect(reserve?.getAttribute('aria-hidden')).toBe('true');
  });
});
