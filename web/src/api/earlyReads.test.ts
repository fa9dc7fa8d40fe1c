import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchApiEarly } from './calls';
import { api, apiGet, readEarly } from './client';
import { dropEarlyReads, EARLY_READ_TTL_MS } from './earlyReads';

/** Each request answers with its own number, so a test tells an early answer from a new one. */
function countRequests() {
  let count = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    count += 1;
    return new Response(JSON.stringify({ success: true, request: count }));
  });
}

describe('reads asked for early (boot.ts)', () => {
  beforeEach(() => dropEarlyReads());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("answers the app's first call of the same name and body, once", async () => {
    const fetch = countRequests();
    void readEarly('POST', 'loadPosts', { numberOfPosts: 7 });
    // Not in the caller's task: each read goes out in a task of its own.
    expect(fetch).not.toHaveBeenCalled();
    expect(await api('loadPosts', { numberOfPosts: 7 })).toMatchObject({ request: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a later read is the data as it is then.
    expect(await api('loadPosts', { numberOfPosts: 7 })).toMatchObject({ request: 2 });
  });

  it('is not the answer of another body, another method, or after a login', async () => {
    countRequests();
    void readEarly('POST', 'loadPosts', { numberOfPosts: 7 });
    void readEarly('POST', 'getTables');
    expect(await api('loadPosts', { numberOfPosts: 10 })).toMatchObject({ request: 3 });
    expect(await apiGet('getTables')).toMatchObject({ request: 4 });
    dropEarlyReads();
    expect(await api('loadPosts', { numberOfPosts: 7 })).toMatchObject({ request: 5 });
  });

  it('is dropped when nobody took it in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    countRequests();
    void readEarly('GET', 'config');
    vi.setSystemTime(Date.now() + EARLY_READ_TTL_MS + 1);
    expect(await apiGet('config')).toMatchObject({ request: 2 });
  });

  it('gives a chain of reads (fetchApiEarly) to the same chain made later by the app', async () => {
    const fetch = countRequests();
    expect(await fetchApiEarly('getYearRoundMatchDateID')).toEqual({ request: 1 });
    expect(await api('getYearRoundMatchDateID')).toMatchObject({ request: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
