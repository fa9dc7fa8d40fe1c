import { describe, expect, it } from 'vitest';
import { decideLayout, isPhoneDevice } from './deviceGate';

describe('decideLayout', () => {
  it('gives wide non-phones the desktop shell', () => {
    expect(decideLayout({ widthPx: 900, isPhone: false })).toBe('desktop');
    expect(decideLayout({ widthPx: 1920, isPhone: false })).toBe('desktop');
  });

  it('gives non-phones narrower than 900 px the mobile shell (a narrow or zoomed window)', () => {
    expect(decideLayout({ widthPx: 899, isPhone: false })).toBe('mobile');
    expect(decideLayout({ widthPx: 600, isPhone: false })).toBe('mobile');
    expect(decideLayout({ widthPx: 320, isPhone: false })).toBe('mobile');
  });

  it('gives phones of at least 320 px the mobile shell, however wide', () => {
    expect(decideLayout({ widthPx: 320, isPhone: true })).toBe('mobile');
    expect(decideLayout({ widthPx: 390, isPhone: true })).toBe('mobile');
    expect(decideLayout({ widthPx: 932, isPhone: true })).toBe('mobile');
  });

  it('turns away every device narrower than 320 px', () => {
    expect(decideLayout({ widthPx: 319, isPhone: true })).toBe('tooFancy');
    expect(decideLayout({ widthPx: 319, isPhone: false })).toBe('tooFancy');
  });
});

describe('isPhoneDevice', () => {
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
  const desktopChrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

  it('knows phones by their user agent', () => {
    expect(isPhoneDevice(iPhone, false)).toBe(true);
    expect(isPhoneDevice(android, false)).toBe(true);
  });

  it('knows a touch-first device by its coarse pointer', () => {
    expect(isPhoneDevice(desktopChrome, true)).toBe(true);
  });

  it('treats a desktop browser with a mouse as no phone', () => {
    expect(isPhoneDevice(desktopChrome, false)).toBe(false);
  });
});
