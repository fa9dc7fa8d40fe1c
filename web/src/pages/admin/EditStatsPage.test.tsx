import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import EditStatsPage from './EditStatsPage';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, fixtures: [], players: [], lines: [] }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/editStats', () => {
  it('holds the schedule half and the statistics half, each linking to the other (002 §2.1, §2.4)', async () => {
    render(
      <Provider store={createStore()}>
        <EditStatsPage />
      </Provider>,
    );
    const schedule = screen.getByRole('region', { name: 'Endre Kampprogram' });
    const stats = screen.getByRole('region', { name: 'Resultat og spillerstatistikk' });
    expect(await screen.findByText('Ingen kamper funnet for denne sesongen...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til resultat og spillerstatistikk' }).getAttribute('href')).toBe(
      `#${stats.id}`,
    );
    expect(screen.getByRole('link', { name: 'Legg den til i kampprogrammet' }).getAttribute('href')).toBe(
      `#${schedule.id}`,
    );
  });
});
