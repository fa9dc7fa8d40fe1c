import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { makePost } from '../../test/factories';
import { NewsCarousel } from './NewsCarousel';

afterEach(() => localStorage.clear());

describe('the one pause for what moves (WCAG 2.2.2)', () => {
  it("stops the carousel and every scrolling title with the carousel's 'Pause', and keeps it", () => {
    const long = 'En lang tittel som ruller forbi som en ticker';
    const posts = [1, 2, 3].map((id) => makePost({ id, title: `${long} ${id}` }));
    const view = (store = createStore()) =>
      render(
        <Provider store={store}>
          <MemoryRouter>
            <NewsCarousel posts={posts} />
          </MemoryRouter>
        </Provider>,
      );
    const { container, unmount } = view();
    const moving = () => container.querySelectorAll('[title] > [aria-hidden="true"]').length;
    const stillTickers = () => container.querySelectorAll('[class*="paused"]').length;
    expect(moving()).toBeGreaterThan(0);
    expect(stillTickers()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Spill av' })).toBeTruthy();
    expect(stillTickers()).toBe(moving());
    unmount();
    // The next page (a new store) remembers the visitor's choice.
    const again = view();
    expect(again.container.querySelectorAll('[class*="paused"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Spill av' })).toBeTruthy();
  });
});
