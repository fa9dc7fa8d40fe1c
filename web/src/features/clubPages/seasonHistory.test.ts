import { describe, expect, it } from 'vitest';
import { HISTORIC_SEASONS, shortDivision } from './seasonHistory';

describe('shortDivision', () => {
  it("shortens the division for a phone's narrow table", () => {
    expect(shortDivision('7. divisjon, avdeling 3')).toBe('7. div. avd. 3');
    expect(shortDivision('5. divisjon')).toBe('5. div.');
    for (const { division } of HISTORIC_SEASONS) expect(shortDivision(division).length).toBeLessThan(division.length);
  });
});
