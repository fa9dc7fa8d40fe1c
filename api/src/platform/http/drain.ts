import type { Server } from 'node:http';

/** How long requests in flight may take to be answered once a process is told to stop. */
export const DRAIN_MS = 8000;

/**
 * Counts the requests a server is answering, so a stopping process can answer each of them
 * before it closes their connections: a write cut without an answer may have been committed
 * anyway, and the client, told nothing, sends it again.
 */
export function trackRequests(http: Server): { inFlight(): number } {
  let inFlight = 0;
  http.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => inFlight--);
  });
  return { inFlight: () => inFlight };
}

/**
 * Stops taking connections, waits until every request in flight is answered (at most
 * `graceMs`), closing each connection as it falls idle, then closes whatever is left.
 */
export async function drain(http: Server, requests: { inFlight(): number }, graceMs = DRAIN_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  const until = Date.now() + graceMs;
  while (requests.inFlight() > 0 && Date.now() < until) {
    http.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  http.closeAllConnections();
  await closed;
}

/** A step of shutting down that may hang on a service that is down (Redis): given up after `ms`. */
export async function within<T>(step: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([step, givenUp]);
  } finally {
    clearTimeout(timer);
  }
}
