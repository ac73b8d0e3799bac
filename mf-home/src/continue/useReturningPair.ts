import { useEffect, useState } from 'react';
import { holdsLearning, pairOfActivities, readActivities } from './returningPair';

/**
 * For a learner without a chosen pair (skipped, or not asked yet): the pair of the lesson they
 * last worked on in this browser, read after hydration; null until read, and when there is none
 * (issue 67 point 5). A first visit loads no review code for it: only a browser that holds
 * learning reads its stores.
 */
export function useReturningPair(enabled: boolean): string | null {
  const [pair, setPair] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const read = async () => {
      if (!(await holdsLearning())) return;
      const found = await pairOfActivities(await readActivities(), controller.signal);
      if (!controller.signal.aborted) setPair(found);
    };
    read().catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('"Continue" could not be read.', error);
    });
    return () => controller.abort();
  }, [enabled]);
  return enabled ? pair : null;
}
