import { useEffect } from 'react';

/**
 * Warns before leaving while `active`: the browser's own question on reload or closing
 * (beforeunload), and a confirm on the app's links. Links are caught on the way down
 * (capture phase) before react-router's Link sees the click; a refused click is prevented,
 * and Link then leaves it alone. Links within the page (#…) are not leaving.
 */
export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = message;
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!link || href.startsWith('#') || link.getAttribute('target') === '_blank') return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, message]);
}
