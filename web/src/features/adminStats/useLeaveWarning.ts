import { useEffect, useRef, type ReactNode } from 'react';
import { useConfirmDialog } from '../../ui/useConfirmDialog';

/**
 * Warns before leaving while `active`: the browser's own question on reload or closing
 * (beforeunload), and the site's question on the app's links. Links are caught on the way down
 * (capture phase) before react-router's Link sees the click; the click is held back while
 * the question is open, and clicked again when the admin chooses to leave. Links within the
 * page (#…) are not leaving. Render the answer's `dialog`.
 */
export function useLeaveWarning(active: boolean, message: string): ReactNode {
  const { confirm, dialog } = useConfirmDialog();
  const ask = useRef(confirm);
  ask.current = confirm;
  useEffect(() => {
    if (!active) return undefined;
    let leaving = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = message;
    };
    const click = (event: MouseEvent) => {
      if (leaving || event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!link || href.startsWith('#') || link.getAttribute('target') === '_blank') return;
      event.preventDefault();
      event.stopPropagation();
      void ask
        .current({ title: 'Forlate kampen?', message, confirmLabel: 'Gå videre uten å lagre', cancelLabel: 'Bli her' })
        .then((yes) => {
          if (!yes) return;
          leaving = true;
          link.click();
          leaving = false;
        });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, message]);
  return dialog;
}
