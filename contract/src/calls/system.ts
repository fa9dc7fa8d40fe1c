import type { FileAnswer, NoInput } from './common';

/** GET /api/config: what the browser needs to know about this installation. */
export interface ClientConfig {
  /** null: the realtime server shares the page's origin. */
  realtimeUrl: string | null;
  shopUrl: string | null;
}

/** The Grasrotandelen documents the club hands out. */
export type GrasrotDocument = 'vervebrev' | 'strekkode' | 'vervekort';

export interface SystemCalls {
  /**
   * Readiness: whether the database and the event bus answer; 503 with `success: false` when
   * not. A web process whose Redis is down still serves (events wait in the outbox).
   */
  health: { input: NoInput; answer: { database: 'ok' | 'feil'; bus: 'ok' | 'feil' } };
  /** Liveness: the process answers, whatever the database and Redis do (the proxy's health check). */
  live: { input: NoInput; answer: { alive: true } };
  config: { input: NoInput; answer: ClientConfig };
  /** This API's reference as OpenAPI 3.1, a JSON document without the envelope. */
  'openapi.json': { input: NoInput; answer: FileAnswer<'application/json'> };
  grasrotDocument: { input: { document: GrasrotDocument }; answer: FileAnswer<'application/pdf'> };
}
