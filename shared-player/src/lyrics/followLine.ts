/**
 * Where the page shows its content: the viewport less the sticky nav above and the fixed player
 * bar below, which the page's scroll padding keeps clear (shared-ui GlobalStyle).
 */
function visibleBand(): { top: number; bottom: number } {
  const style = getComputedStyle(document.documentElement);
  const top = parseFloat(style.scrollPaddingTop) || 0;
  const bottom = parseFloat(style.scrollPaddingBottom) || 0;
  return { top, bottom: window.innerHeight - bottom };
}

/** Whether the element is drawn at all (a part the page hides has no boxes). */
export const isDrawn = (element: Element): boolean => element.getClientRects().length > 0;

/** Whether the whole element shows between the nav and the player bar. */
export function isInView(element: Element): boolean {
  const { top, bottom } = visibleBand();
  const rect = element.getBoundingClientRect();
  return rect.top >= top && rect.bottom <= bottom;
}

/** Whether any of the element shows between the nav and the player bar. */
export function isPartlyInView(element: Element): boolean {
  const { top, bottom } = visibleBand();
  const rect = element.getBoundingClientRect();
  return isDrawn(element) && rect.bottom > top && rect.top < bottom;
}

/** Keys that scroll the page whatever has focus. */
const pageKeys = new Set(['PageUp', 'PageDown']);
/** Keys that scroll the page when nothing that takes them (a field, a button, the words) has focus. */
const lineKeys = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);

/** Whether a key press scrolls the page: the learner moving through it by themselves. */
export function isScrollKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (pageKeys.has(event.key)) return true;
  if (!lineKeys.has(event.key)) return false;
  const target = event.target;
  return (
    !(target instanceof Element) || target === document.body || target === document.documentElement
  );
}

/** Whether an event happened inside a dialog (scrolling a word card is not scrolling the page). */
export const isInDialog = (event: Event): boolean =>
  event.target instanceof Element && !!event.target.closest('[role="dialog"]');
