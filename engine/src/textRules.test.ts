import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isBadOneLineText, isUsernameAlphabet, normalizeUsername } from './textRules';

describe('text rules', () => {
  it('lets free texts keep tab and line breaks, and nothing else of the control characters', () => {
    expect(hasControlCharacter('Hei\nalle\r\n\tsammen')).toBe(false);
    for (const bad of ['\u0000', '\u001B[31m', '\u007F', '\u0085'])
      expect(hasControlCharacter(`a${bad}b`), bad).toBe(true);
  });

  it('refuses line breaks and invisible characters in one-line texts', () => {
    expect(isBadOneLineText('Nye Løver')).toBe(false);
    for (const bad of ['\n', '\t', '\u200B', '\u202E', '\uFEFF']) expect(isBadOneLineText(`a${bad}b`), bad).toBe(true);
  });

  it('folds lookalike forms of usernames and allows a clear alphabet', () => {
    expect(normalizeUsername('ＡＤＭＩＮ')).toBe('admin');
    expect(isUsernameAlphabet(normalizeUsername('Blåbær.Øl_1-2'))).toBe(true);
    for (const bad of ['аdmin', 'admın', 'a b', 'a@b', '']) expect(isUsernameAlphabet(bad), bad).toBe(false);
  });
});
