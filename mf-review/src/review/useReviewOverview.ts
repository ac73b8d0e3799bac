import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizQuestion } from '@btb/shared-contract';
import { onReviewStoreChange, readReviewCards, readReviewLogs } from '@btb/shared-review';
import { fetchLessons } from './api/lessons';
import { firstReviewsOf, planReview, type ReviewPlan } from './model/reviewPlan';

export type ReviewOverview =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; hasCards: boolean; plan: ReviewPlan };

/** The longest a browser timer waits; a later due time is reached in steps. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * What `/review` shows, from this browser's review store and the lessons' words: recomputed when
 * the store changes (a quiz answer in another part of the page, a sync), when the next card falls
 * due, and on `reload`. `paused` while a session runs, so its cards stay put.
 */
export function useReviewOverview(newPerDay: number, paused: boolean) {
  const [overview, setOverview] = useState<ReviewOverview>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const lessons = useRef<Record<string, QuizQuestion[]>>({});
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => (paused ? undefined : onReviewStoreChange(reload)), [paused, reload]);

  useEffect(() => {
    if (paused) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const [cards, logs] = await Promise.all([readReviewCards(), readReviewLogs()]);
        const missing = [...new Set(cards.map((card) => card.lessonCode))].filter(
          (code) => !(code in lessons.current),
        );
        if (missing.length > 0) {
          Object.assign(lessons.current, await fetchLessons(missing, controller.signal));
        }
        if (controller.signal.aborted) return;
        const plan = planReview({
          cards,
          firstReviews: firstReviewsOf(logs),
          lessons: lessons.current,
          now: new Date(),
          newPerDay,
        });
        setOverview({ status: 'ready', hasCards: cards.length > 0, plan });
        if (plan.due.length === 0 && plan.nextDue) {
          const wait = Math.min(
            Math.max(plan.nextDue.getTime() - Date.now(), 0) + 50,
            longestTimerMs,
          );
          timer = setTimeout(reload, wait);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('The review page could not load its words.', error);
        setOverview({ status: 'error' });
      }
    })();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [newPerDay, paused, version, reload]);

  const retry = useCallback(() => {
    setOverview({ status: 'loading' });
    reload();
  }, [reload]);

  return { overview, retry };
}
