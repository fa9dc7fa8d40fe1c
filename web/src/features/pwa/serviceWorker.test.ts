import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { storedReadsAtom } from './atoms';
import { SERVICE_WORKER_URL, startServiceWorker } from './serviceWorker';

/** A `navigator.serviceWorker` that records registrations and can post messages to the page. */
function stubContainer() {
  const container = new EventTarget() as EventTarget & { register: ReturnType<typeof vi.fn> };
  container.register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const post = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
  return { container, post };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the site's service worker", () => {
  it('is registered by the built site, from the root, so that it serves every page', () => {
    const { container } = stubContainer();
    startServiceWorker(createStore(), true);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('is not registered by the development server, which builds none', () => {
    const { container } = stubContainer();
    startServiceWorker(createStore(), false);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('tells the offline notice when the worker answered from its store, and forgets it back online', () => {
    const { post } = stubContainer();
    const store = createStore();
    startServiceWorker(store, true);
    post({ type: 'vsf-read-source', stored: true });
    expect(store.get(storedReadsAtom)).toBe(true);
    post({ type: 'something else', stored: false });
    expect(store.get(storedReadsAtom)).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(store.get(storedReadsAtom)).toBe(false);
    post({ type: 'vsf-read-source', stored: true });
    post({ type: 'vsf-read-source', stored: false });
    expect(store.get(storedReadsAtom)).toBe(false);
  });
});
