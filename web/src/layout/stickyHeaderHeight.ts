import { useEffect, type RefObject } from 'react';

/**
 * Publishes the phone header's height as `--sticky-header-height`, so a page's own sticky bar
 * (the touchline entry's score) stays in view just under it instead of behind it. The height is
 * read from the ResizeObserver's own entries, which arrive after the browser's layout: reading
 * offsetHeight at mount forced a whole-page layout in the middle of the first render.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    let published = '';
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      const value = `${Math.round(height)}px`;
      // A custom property on the root restyles the whole page: only when the height changed.
      if (value === published) return;
      published = value;
      root.style.setProperty('--sticky-header-height', value);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, [header]);
}
