import { useEffect, type RefObject } from 'react';

/**
 * Publishes the phone header's height as `--sticky-header-height`, so a page's own sticky bar
 * (the touchline entry's score) stays in view just under it instead of behind it.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--sticky-header-height', `${element.offsetHeight}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, [header]);
}
