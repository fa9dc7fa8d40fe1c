import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { DeadlineCountdown } from './DeadlineCountdown';
import { liveDeadlineAtom, type DeadlineClock } from '../../api/live/deadlineClock';

const browserNow = Date.parse('2026-05-01T10:00:00.000Z');

function renderWith(clock: DeadlineClock) {
  const store = createStore();
  store.set(liveDeadlineAtom, clock);
  render(
    <Provider store={store}>
      <DeadlineCountdown />
    </Provider>,
  );
}

const text = () => screen.getByTestId('deadline-countdown').textContent;

describe('DeadlineCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(browserNow);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second towards the deadline', () => {
    renderWith({ deadlineAt: '2026-05-03T14:12:09.000Z', skewMs: 0 });
    expect(text()).toContain('Frist for bytter: 2d 04t 12m 09s');
    act(() => vi.advanceTimersByTime(1000));
    expect(text()).toContain('Frist for bytter: 2d 04t 12m 08s');
  });

  it("uses the server's clock: a browser running 10 s slow still ends on time", () => {
    renderWith({ deadlineAt: '2026-05-01T10:00:15.000Z', skewMs: 10_000 });
    expect(text()).toContain('0d 00t 00m 05s');
    act(() => vi.advanceTimersByTime(5000));
    expect(text()).toContain('Fristen er passert');
  });

  it('says when the season has no coming deadline', () => {
    renderWith({ deadlineAt: null, skewMs: 0 });
    expect(text()).toContain('Sesongen er ferdig. Det er ingen flere kamper i år.');
  });
});
