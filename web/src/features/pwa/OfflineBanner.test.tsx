import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { storedReadsAtom } from './atoms';
import { OfflineBanner } from './OfflineBanner';
import { OFFLINE_TEXTS } from './texts';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function renderBanner() {
  const store = createStore();
  render(
    <Provider store={store}>
      <OfflineBanner />
    </Provider>,
  );
  return store;
}

describe('the offline notice', () => {
  it('says nothing while the page reads the server', () => {
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the browser goes offline, in a live region, and goes when it is back', () => {
    renderBanner();
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe('Du er frakoblet – viser sist lagrede data');
    goOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the notice at once on a page that starts offline', () => {
    online = false;
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXTS.offline);
  });

  it('says the server did not answer when the worker showed stored reads on a network that is up', () => {
    const store = renderBanner();
    act(() => store.set(storedReadsAtom, true));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXTS.noAnswer);
    act(() => store.set(storedReadsAtom, false));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
