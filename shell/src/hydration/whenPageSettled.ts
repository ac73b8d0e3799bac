/** How the page must have settled before `whenPageSettled` runs its work. */
export interface Settled {
  /** How long after the window's `load` event to wait first. */
  afterLoadMs: number;
  /**
   * An idle stretch of at least this long (at most 50 ms, the browser's longest): nothing of the
   * page's own start is left to run. 0: the first idle moment.
   */
  quietMs: number;
  /** At the latest this long after that wait, whatever the page is doing. */
  timeoutMs: number;
}

/**
 * Runs `work` once the page has loaded, `afterLoadMs` have passed and the main thread has been idle
 * for `quietMs` (or `timeoutMs` passed): for work the page does not need to start, which must not
 * compete with its start.
 */
export function whenPageSettled(work: () => void, { afterLoadMs, quietMs, timeoutMs }: Settled) {
  const idle = () => {
    if (typeof requestIdleCallback !== 'function') return void setTimeout(work, 0);
    const latest = performance.now() + timeoutMs;
    const look = (deadline: IdleDeadline) => {
      if (deadline.timeRemaining() >= quietMs || deadline.didTimeout || performance.now() >= latest)
        work();
      else requestIdleCallback(look, { timeout: Math.max(1, latest - performance.now()) });
    };
    requestIdleCallback(look, { timeout: timeoutMs });
  };
  const afterLoad = () => setTimeout(idle, afterLoadMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
