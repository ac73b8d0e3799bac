interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, after what waits (a tap, a paint): start-up
 * split at its steps blocks the page in several short tasks instead of one long one. Chromium's
 * `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = Reflect.get(globalThis, 'scheduler') as Partial<YieldingScheduler> | undefined;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
