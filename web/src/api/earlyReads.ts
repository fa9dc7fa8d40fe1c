/**
 * Reads asked for by `web/src/boot.ts` before the app's main script has loaded (on a
 * phone that script takes a second or more to arrive and run, and the page's reads used to
 * wait for it). The app's first call with the same method, name and body takes the answer
 * instead of asking again; each is taken once.
 */
export interface EarlyAnswer {
  status: number;
  answer: unknown;
}

/**
 * Past this an answer nobody took is dropped: the page that wanted it has gone, and a later
 * read must see the data as it is then, not as it was while the page loaded.
 */
export const EARLY_READ_TTL_MS = 20_000;

const kept = new Map<string, { answer: Promise<EarlyAnswer>; askedAt: number }>();

const keyOf = (method: 'POST' | 'GET', callName: string, body: object | undefined) =>
  `${method} ${callName} ${JSON.stringify(body ?? {})}`;

/** Keeps `answer` for the app's first call of `callName` with this body. */
export function keepEarlyRead(
  method: 'POST' | 'GET',
  callName: string,
  body: object | undefined,
  answer: Promise<EarlyAnswer>,
): void {
  // A failed read fails for the call that takes it; until then it must not count as unhandled.
  answer.catch(() => undefined);
  kept.set(keyOf(method, callName, body), { answer, askedAt: Date.now() });
}

/** The kept answer for this call, once; undefined when there is none (or it is too old). */
export function takeEarlyRead(
  method: 'POST' | 'GET',
  callName: string,
  body: object | undefined,
): Promise<EarlyAnswer> | undefined {
  const key = keyOf(method, callName, body);
  const read = kept.get(key);
  kept.delete(key);
  return read && Date.now() - read.askedAt <= EARLY_READ_TTL_MS ? read.answer : undefined;
}

/** After a login or logout the kept answers were for another visitor. */
export function dropEarlyReads(): void {
  kept.clear();
}
