import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsFeed } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { stubApi } from '../../test/apiStub';
import { FEED_UNAVAILABLE, FotballFeed } from './FotballFeed';

let feed: NewsFeed;
stubApi((call) => (call === 'fetchNewsFeed' ? { success: true, ...feed } : undefined));

const drawn = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <FotballFeed />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.mocked(fetch).mockClear();
});

describe('FotballFeed', () => {
  it('shows the items of a feed the club has', async () => {
    feed = {
      configured: true,
      available: true,
      items: [
        { isoDate: '2026-11-20T10:00:00.000Z', link: null, title: 'Dommerkurs i januar', content: 'Meld deg på.' },
      ],
    };
    drawn();
    expect(await screen.findByText('Dommerkurs i januar')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FotballFeed' })).toBeTruthy();
  });

  it('says so when a set feed cannot be read just now', async () => {
    feed = { configured: true, available: false, items: [] };
    drawn();
    expect(await screen.findByText(FEED_UNAVAILABLE)).toBeTruthy();
  });

  it('draws no box at all for a club without a feed', async () => {
    feed = { configured: false, available: false, items: [] };
    const { container } = drawn();
    // The answer has come (the query is done), and still nothing is drawn.
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText(FEED_UNAVAILABLE)).toBeNull();
  });
});
