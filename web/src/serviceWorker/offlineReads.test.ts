import { describe, expect, it } from 'vitest';
import { OFFLINE_READS, isCallOf, isReadSourceMessage, storedReadKey } from './offlineReads';

describe('the reads kept for offline', () => {
  // That they are calls of the contract the compiler checks (CallName[]).
  it('are none of the live reads: a stored live score would be a wrong one', () => {
    for (const live of ['getLiveMatch', 'getLiveMatches', 'getLivePoints', 'getMyLivePoints'])
      expect(OFFLINE_READS).not.toContain(live);
  });

  it('match a call of the site by its path only', () => {
    const url = (path: string) => new URL(path, 'https://klubben.no');
    expect(isCallOf(OFFLINE_READS, url('/api/getSeasonFixtures'), true)).toBe(true);
    expect(isCallOf(OFFLINE_READS, url('/api/getSeasonFixtures'), false)).toBe(false);
    expect(isCallOf(OFFLINE_READS, url('/api/getLiveMatch'), true)).toBe(false);
    expect(isCallOf(OFFLINE_READS, url('/api/getSeasonFixtures/x'), true)).toBe(false);
    expect(isCallOf(OFFLINE_READS, url('/getSeasonFixtures'), true)).toBe(false);
  });

  it('are kept per call and input: each season, each round its own', () => {
    const address = 'https://klubben.no/api/getSeasonFixtures';
    expect(storedReadKey(address, '{"season":2026}')).not.toBe(storedReadKey(address, '{"season":2025}'));
    expect(storedReadKey(address, '{"season":2026}')).toBe(storedReadKey(address, '{"season":2026}'));
    expect(storedReadKey('https://klubben.no/api/config', '')).toBe('https://klubben.no/api/config');
  });

  it("know the worker's message to the page", () => {
    expect(isReadSourceMessage({ type: 'vsf-read-source', stored: true })).toBe(true);
    expect(isReadSourceMessage({ type: 'other' })).toBe(false);
    expect(isReadSourceMessage(null)).toBe(false);
  });
});
