import { isReadSourceMessage } from '../../serviceWorker/offlineReads';
import type { AppStore } from '../../store';
import { storedReadsAtom } from './atoms';

/** The worker the build makes (vite.config.ts, installableApp), at the root so that it serves every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker once the page has loaded (its precache downloads the
 * build's files, which must not compete with the page's own), and hears from it which reads it
 * answered from its store. Only the built site has a worker: the development server has none.
 */
export function startServiceWorker(store: AppStore, production = import.meta.env.PROD): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isReadSourceMessage(event.data)) store.set(storedReadsAtom, event.data.stored);
  });
  // Back on the network, the next read says again where it came from.
  window.addEventListener('online', () => store.set(storedReadsAtom, false));
  const register = () => {
    worker.register(SERVICE_WORKER_URL).catch((error: unknown) => console.error('Tjenestearbeideren:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
