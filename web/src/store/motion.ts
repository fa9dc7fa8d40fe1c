import { atomWithStorage } from 'jotai/utils';

/**
 * One pause for everything on the site that moves by itself: the news carousel and the
 * scrolling titles (WCAG 2.2.2). Kept in the browser, so a visitor who paused once is not
 * asked again on the next page or visit.
 */
export const motionPausedAtom = atomWithStorage('vsf.motionPaused', false, undefined, { getOnInit: true });
