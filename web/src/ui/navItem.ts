import type { ReactNode } from 'react';

/** One link of a navigation list: the side bar, the mobile menu and the sections' tab bars. */
export interface NavItem {
  to: string;
  label: string;
  /** Active only on exactly this path (a parent of other routes). */
  end?: boolean;
  /** Drawn as a sub-item of the link above it. */
  nested?: boolean;
  /** Kept in a section nav's narrow variant (phones); the others wait behind 'More...'. */
  narrow?: boolean;
  /**
   * Room kept after the label, unseen and unread, for a value still loading (the last round's
   * points after 'Poeng'): the tab bar does not wrap anew when it arrives.
   */
  reserve?: string;
  /** Drawn after the label, inside the link (the 'LIVE' marker after provisional points). */
  marker?: ReactNode;
}
