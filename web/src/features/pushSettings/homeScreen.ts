/** What the page knows of the browser: enough to tell Safari on an iPhone or iPad. */
export interface BrowserFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

/** Browsers on iOS that are not Safari, and apps' own browsers (Facebook, Instagram) that cannot add to the Home Screen. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|FBAN|FBAV|Instagram|Line\//;

/**
 * Safari on an iPhone, an iPod or an iPad. An iPad's Safari says it is a Mac by default; a Mac
 * has no touch screen.
 */
export function isIosSafari({ userAgent, platform, maxTouchPoints }: BrowserFacts): boolean {
  const iosDevice = /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return iosDevice && /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

/** Whether the site runs as an app from the Home Screen (or an installed app), not in a browser tab. */
export function isInstalled(win: Window = window): boolean {
  const navigatorStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return navigatorStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * On iPhone and iPad only a site added to the Home Screen may send notifications: Safari in a
 * tab has no push at all. Such a visitor is told how to add it.
 */
export function needsHomeScreen(win: Window = window): boolean {
  return isIosSafari(win.navigator) && !isInstalled(win);
}
