import { describe, expect, it } from 'vitest';
import * as contract from './index';

describe('@vsf/contract', () => {
  it('exports the values other workspaces rely on', () => {
    const functions = [
      'parseRoom',
      'busMessage',
      'apiOnlyMessage',
      'fanoutPayload',
      'isForBrowsers',
      'offsetOf',
    ] as const;
    for (const name of functions) expect(typeof contract[name]).toBe('function');
    expect(typeof contract.LiveResume).toBe('function');
    expect(contract.EVERYONE).toBe('everyone');
    expect(contract.CALL_NAMES).toContain('getSeasonFixtures');
  });
});
