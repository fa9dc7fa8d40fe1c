import type { HTMLAttributes } from 'react';

/**
 * A table row that opens something (a player's card): reached by Tab, opened by a click,
 * Enter or Space, as a button would be.
 */
export function openableRow(open: () => void): HTMLAttributes<HTMLTableRowElement> {
  return {
    tabIndex: 0,
    onClick: open,
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    },
  };
}
