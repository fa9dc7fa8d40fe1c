import { describe, expect, it } from 'vitest';
import { club } from '@vsf/engine';
import { contrastRatio, mix } from './contrast';
import { colourTokens } from './tokens';

const AA_TEXT = 4.5;

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('mixes like color-mix in srgb', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('the club colour tokens', () => {
  const t = colourTokens(club.colours);
  // Every text/background pair the shell uses.
  const pairs: [string, string, string][] = [
    ['text on page', t.ink, t.paper],
    ['text on cards', t.ink, t.surface],
    ['muted text on cards', t.muted, t.surface],
    ['muted text on page', t.muted, t.paper],
    ['links on cards', t.primary, t.surface],
    ['header text', t.onPrimary, t.primary],
    ['footer text', t.onPrimary, t.primaryDark],
    ['accent text on dark', t.accent, t.primaryDark],
    ['accent text on primary', t.accent, t.primary],
    ['text on accent buttons', t.onAccent, t.accent],
    ['text on highlighted rows', t.ink, t.highlight],
    ['text on soft primary', t.ink, t.primarySoft],
  ];

  it.each(pairs)('%s meets WCAG AA', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
