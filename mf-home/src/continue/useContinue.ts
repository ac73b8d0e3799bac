import { useEffect, useState } from 'react';
import { type BookOverview } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { loadListening } from '@btb/shared-player';
import { continueFrom, type ContinueOffer } from './continueFrom';

/**
 * The "Continue" offer for a learner with a chosen pair, read after hydration from this browser's
 * stores and the pair's plan; null until read (and when it cannot be). The review store's code
 * loads only here, for a learner who chose a pair, never on a first visit.
 */
export function useContinue(pair: string | null): ContinueOffer | null {
  const [offer, setOffer] = useState<ContinueOffer | null>(null);
  useEffect(() => {
    if (!pair) return;
    const controller = new AbortController();
    const read = async () => {
      const [overview, review, listening] = await Promise.all([
        apiRequest<BookOverview>(apiRoutes.bookOverview(pair), { signal: controller.signal }),
        import('@btb/shared-review'),
        loadListening(),
      ]);
      const [cards, quizScores] = await Promise.all([
        review.readReviewCards(),
        review.readQuizScores(),
      ]);
      const facts = { cards, quizScores, heard: listening.readListeningFacts().heard };
      const now = new Date();
      const progress = review.lessonProgress(review.pathBooks(overview), facts, now);
      const due = review.dueReviewCards(cards, now).length;
      if (!controller.signal.aborted) setOffer(continueFrom(overview, progress, facts.heard, due));
    };
    read().catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('"Continue" could not be read.', error);
    });
    return () => controller.abort();
  }, [pair]);
  return offer;
}
