import { useEffect, useState } from 'react';
import { browserStorageKeys, type BookOverview } from '@btb/shared-contract';
import { useLanguage } from '@btb/shared-i18n';
import { loadListening } from '@btb/shared-player';
import { lessonProgress, pathBooks, readQuizScores, readReviewCards } from '@btb/shared-review';
import { apiRoutes, apiRequest, selectLearningSubject, useAppSelector } from '@btb/shared-store';
import {
  defaultPairFor,
  lessonSuggestions,
  pairOfCode,
  type SuggestedLesson,
} from './lessonSuggestions';

/**
 * Whether this browser keeps reviews: a first visit has none, and reading them would create their
 * database (the shell then loads the review code on every page). Where it cannot tell, yes.
 */
async function reviewsKeptHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases ? databases.some((db) => db.name === browserStorageKeys.reviews) : true;
}

/**
 * The lessons the code entry offers (issue 67 point 13), read after hydration from this browser's
 * stores and the plan of the learner's pair: the chosen one, else the pair of the lesson last
 * answered, else the page language's newcomer pair. Empty until read, and when nothing can be.
 */
export function useLessonSuggestions(enabled: boolean): SuggestedLesson[] {
  const chosen = useAppSelector(selectLearningSubject);
  const { language } = useLanguage();
  const [offered, setOffered] = useState<SuggestedLesson[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const read = async () => {
      const kept = await reviewsKeptHere();
      const [cards, quizScores, listening] = await Promise.all([
        kept ? readReviewCards() : [],
        kept ? readQuizScores() : [],
        loadListening(),
      ]);
      const newest = [
        ...cards.map((card) => ({ at: card.lastReview, code: card.lessonCode })),
        ...quizScores.map((score) => ({ at: score.finishedAt, code: score.lessonCode })),
      ].sort((a, b) => b.at.localeCompare(a.at))[0];
      const pair = chosen ?? (newest ? pairOfCode(newest.code) : null) ?? defaultPairFor(language);
      const overview = await apiRequest<BookOverview>(apiRoutes.bookOverview(pair), {
        signal: controller.signal,
      });
      const facts = { cards, quizScores, heard: listening.readListeningFacts().heard };
      const progress = lessonProgress(pathBooks(overview), facts, new Date());
      if (!controller.signal.aborted) setOffered(lessonSuggestions(overview, progress));
    };
    // Without them the code field is still there: nothing to say.
    read().catch(() => undefined);
    return () => controller.abort();
  }, [enabled, chosen, language]);
  return enabled ? offered : [];
}
