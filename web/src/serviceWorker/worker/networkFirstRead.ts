import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { storedReadKey, type ReadSourceMessage } from '../offlineReads';

declare let self: ServiceWorkerGlobalScope;

/**
 * How long a read waits for the network before the stored answer is shown instead: on a
 * train the connection often hangs rather than fails. The network's answer, when it comes,
 * still replaces the stored one for next time.
 */
export const NETWORK_TIMEOUT_MS = 5_000;

/**
 * Workbox's network-first, for reads that are POSTs: Workbox's own NetworkFirst keys the cache
 * by the request, and the Cache API keeps GETs only, so this strategy keys each answer by the
 * call and its body (`storedReadKey`). Only successful answers are kept.
 */
export class NetworkFirstRead extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const key = storedReadKey(request.url, request.method === 'GET' ? '' : await request.clone().text());
    const network = handler.fetch(request).then(async (response) => {
      if (response.ok) await handler.cachePut(key, response.clone());
      return response;
    });
    // The network's answer is kept even when the stored one was shown first.
    void handler.waitUntil(network.catch(() => undefined));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS);
    });
    try {
      const first = await Promise.race([network, timedOut]);
      if (first !== 'timeout') {
        await tellPage(handler, false);
        return first;
      }
      const stored = await handler.cacheMatch(key);
      if (!stored) return await network;
      await tellPage(handler, true);
      return stored;
    } catch (error) {
      const stored = await handler.cacheMatch(key);
      if (!stored) throw error;
      await tellPage(handler, true);
      return stored;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Tells the page that asked whether what it reads now came from the store (its offline notice). */
async function tellPage(handler: StrategyHandler, stored: boolean): Promise<void> {
  const { event } = handler;
  if (!(event instanceof FetchEvent) || !event.clientId) return;
  const page = await self.clients.get(event.clientId);
  const message: ReadSourceMessage = { type: 'vsf-read-source', stored };
  page?.postMessage(message);
}
