import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SectionNav } from './SectionNav';
import styles from './SectionNav.module.css';

const items = [
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
});
