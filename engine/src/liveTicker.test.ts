import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatchPhase } from './matchEvents';
import { headerLiveMatch, isMatchOver, liveStatusText } from './liveTicker';

const STARTED: MatchPhase[] = ['firstHalf', 'halfTime', 'secondHalf', 'finished'];

const liveList = fc.uniqueArray(
  fc.record({ matchID: fc.constantFrom('M1', 'M2', 'M3', 'M4', 'M5'), phase: fc.constantFrom(...STARTED) }),
  { selector: (match) => match.matchID, maxLength: 5 },
);

describe('what the header and the ticker call a live match', () => {
  it("says 'Direkte' while the match is played and 'Slutt' from the final whistle", () => {
    expect(STARTED.map(liveStatusText)).toEqual(['Direkte', 'Direkte', 'Direkte', 'Slutt']);
    expect(STARTED.filter(isMatchOver)).toEqual(['finished']);
  });

  it("names the pointer's match when it is being played", () => {
    const matches = [
      { matchID: 'M1', phase: 'secondHalf' as const },
      { matchID: 'M2', phase: 'firstHalf' as const },
    ];
    expect(headerLiveMatch(matches, 'M2')).toBe(matches[1]);
    expect(headerLiveMatch(matches, 'M9')).toBe(matches[0]);
    expect(headerLiveMatch([], 'M1')).toBeNull();
  });

  it('prefers a match being played to one that is over, and only names matches on the list', () => {
    fc.assert(
      fc.property(liveList, fc.option(fc.constantFrom('M1', 'M2', 'M3', 'M9')), (matches, pointer) => {
        const shown = headerLiveMatch(matches, pointer);
        if (matches.length === 0) return shown === null;
        if (shown === null || !matches.includes(shown)) return false;
        const anyPlaying = matches.some((match) => !isMatchOver(match.phase));
        if (anyPlaying && isMatchOver(shown.phase)) return false;
        const pointerMatch = matches.find((match) => match.matchID === pointer);
        // The pointer's match wins whenever it is as far along as the one shown.
        if (pointerMatch && isMatchOver(pointerMatch.phase) === isMatchOver(shown.phase)) return shown === pointerMatch;
        return true;
      }),
    );
  });
});
