import type { CallName } from '@vsf/contract';

/**
 * The reads the service worker keeps the last answer of, so that they are readable without a
 * network as last seen (PRODUCT-CHOICES, 'The app on the phone'): what every page starts from
 * (the login state, the client config, the season), the fixtures, the tables and the manager's
 * own team. Nothing live (a stored live score would be a wrong one) and nothing an admin
 * writes from: the touchline entry reads the server itself before it sends again.
 */
export const OFFLINE_READS: readonly CallName[] = [
  'isLoggedIn',
  'config',
  'getYearRoundMatchDateID',
  'getSeasonFixtures',
  'getTables',
  'loadFantasyTeam',
  // The team page's list of players to pick from, with their prices and points.
  'getPlayersWithRequestedStats',
  'getFantasyPlayerMetrics',
];

/** The Cache Storage cache the kept reads live in. */
export const READS_CACHE = 'vsf-reads';

/** The calls after which the stored reads belong to someone else: they are dropped. */
export const SESSION_CHANGES: readonly CallName[] = ['login', 'logout'];

const callNameOf = (url: URL): string | null => {
  const match = /^\/api\/([A-Za-z]+)$/.exec(url.pathname);
  return match?.[1] ?? null;
};

/** True for a call of `names` (POST /api/{name}, or GET for the few GET reads). */
export function isCallOf(names: readonly string[], url: URL, sameOrigin: boolean): boolean {
  const name = callNameOf(url);
  return sameOrigin && name !== null && names.includes(name);
}

/**
 * Where a read's answer is kept. Reads are POSTs whose body is the input, and the Cache API
 * keeps only GETs: the key is a GET of the same address with the body as a parameter, so each
 * input (each season, each round) has its own stored answer.
 */
export function storedReadKey(url: string, body: string): string {
  const key = new URL(url);
  key.search = '';
  if (body !== '') key.searchParams.set('input', body);
  return key.href;
}

/** What the worker tells a page after each kept read: whether it shows a stored answer. */
export interface ReadSourceMessage {
  type: 'vsf-read-source';
  stored: boolean;
}

export const isReadSourceMessage = (data: unknown): data is ReadSourceMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'vsf-read-source';
