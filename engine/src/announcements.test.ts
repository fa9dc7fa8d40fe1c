import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementDelayMs, announcementText } from './announcements';

describe('announcements', () => {
  it('uses the spec’s texts', () => {
    expect(announcementText({ kind: 'captain', player: 'Bamse' })).toBe(
      'En bruker har akkurat valgt Bamse som kaptein.',
    );
    expect(announcementText({ kind: 'swap', playerIn: 'Bamse', playerOut: 'Ola Nordmann' })).toBe(
      'En bruker har akkurat byttet in Bamse for Ola Nordmann.',
    );
    expect(announcementText({ kind: 'boost', boost: 'attackBoost' })).toBe(
      'En bruker har akkurat aktivert angrepsboost.',
    );
    expect(announcementText({ kind: 'boost', boost: 'superCaptain' })).toBe(
      'En bruker har akkurat aktivert superkaptein.',
    );
  });

  it('waits 1 to 10 whole seconds', () => {
    expect(announcementDelayMs(0)).toBe(1000);
    expect(announcementDelayMs(0.99999)).toBe(10_000);
    expect(announcementDelayMs(1)).toBe(10_000);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        const delay = announcementDelayMs(random);
        expect(delay % 1000).toBe(0);
        expect(delay).toBeGreaterThanOrEqual(1000);
        expect(delay).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});
