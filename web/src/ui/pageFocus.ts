/** How long a page may take to show its heading (its code and data loading) before focus goes to the page itself. */
const HEADING_WAIT_MS = 2000;

/**
 * After following a link or logging in, moves keyboard and screen reader focus to the new
 * page's heading (WCAG 2.4.3), so nobody is left on a link that is gone or at the top of the
 * document. Waits for the heading while the page loads; a person who has meanwhile put focus
 * somewhere themselves keeps it. Answers a function that stops waiting.
 */
export function focusPageHeading(): () => void {
  const before = document.activeElement;
  const movedOn = () => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active !== before && document.contains(active);
  };
  const focus = (target: HTMLElement) => {
    if (movedOn()) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const heading = () => document.querySelector<HTMLElement>('#innhold h1');
  const found = heading();
  if (found) {
    focus(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const appeared = heading();
    if (!appeared) return;
    stop();
    focus(appeared);
  });
  const timer = window.setTimeout(() => {
    stop();
    const page = document.getElementById('innhold');
    if (page) focus(page);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
