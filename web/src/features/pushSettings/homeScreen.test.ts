import { describe, expect, it } from 'vitest';
import { isIosSafari, needsHomeScreen, type BrowserFacts } from './homeScreen';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPHONE_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/490.0.0.34.105]';
// An iPad's Safari asks for the computer version of pages: it says it is a Mac.
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const facts = (userAgent: string, platform = 'iPhone', maxTouchPoints = 5): BrowserFacts => ({
  userAgent,
  platform,
  maxTouchPoints,
});

describe('Safari on iOS', () => {
  it.each([
    ['Safari on an iPhone', facts(IPHONE_SAFARI), true],
    ['Safari on an iPad asking for computer pages', facts(IPAD_AS_MAC, 'MacIntel', 5), true],
    ['Safari on a Mac', facts(IPAD_AS_MAC, 'MacIntel', 0), false],
    ['Chrome on an iPhone', facts(IPHONE_CHROME), false],
    ["Facebook's own browser on an iPhone", facts(IPHONE_FACEBOOK), false],
    ['Chrome on Android', facts(ANDROID_CHROME, 'Linux armv8l'), false],
  ])('%s: %s', (_name, browser, expected) => {
    expect(isIosSafari(browser)).toBe(expected);
  });
});

/** A window with just what `needsHomeScreen` reads. */
function windowOf(userAgent: string, { standalone = false, displayMode = false } = {}): Window {
  return {
    navigator: { userAgent, platform: 'iPhone', maxTouchPoints: 5, standalone },
    matchMedia: (query: string) => ({ matches: displayMode && query === '(display-mode: standalone)' }),
  } as unknown as Window;
}

describe('the Home Screen hint', () => {
  it('is for Safari on an iPhone in a tab', () => {
    expect(needsHomeScreen(windowOf(IPHONE_SAFARI))).toBe(true);
  });

  it('is not for the site opened from the Home Screen (navigator.standalone, or the display mode)', () => {
    expect(needsHomeScreen(windowOf(IPHONE_SAFARI, { standalone: true }))).toBe(false);
    expect(needsHomeScreen(windowOf(IPHONE_SAFARI, { displayMode: true }))).toBe(false);
  });

  it('is not for other browsers', () => {
    expect(needsHomeScreen(windowOf(ANDROID_CHROME))).toBe(false);
  });
});
