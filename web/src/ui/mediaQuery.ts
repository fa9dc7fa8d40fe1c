/** The media query's live list, or null where the browser (or the test's DOM) has no matchMedia. */
export function mediaQuery(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}
