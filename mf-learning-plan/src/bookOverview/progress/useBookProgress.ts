import { useEffect, useMemo, useState } from 'react';
import type { BookOverview } from '@btb/shared-contract';
import { loadListening, selectCurrentTrack, selectIsPlaying } from '@btb/shared-player';
import {
  lessonProgress,
  onReviewStoreChange,
  pathBooks,
  readQuizScores,
  readReviewCards,
  type PathProgress,
} from '@btb/shared-review';
import { useAppSelector } from '@btb/shared-store';

/**
 * The learner's progress on this plan, read from this browser's stores after hydration (null until
 * then: the server knows none of it). Read again when a review, a quiz or a sync changes the review
 * store, and as the player moves on (a song heard to its end).
 */
export function useBookProgress(overview: BookOverview): PathProgress | null {
  const books = useMemo(() => pathBooks(overview), [overview]);
  const [progress, setProgress] = useState<PathProgress | null>(null);
  const track = useAppSelector(selectCurrentTrack);
  const playing = useAppSelector(selectIsPlaying);

  useEffect(() => {
    let current = true;
    const read = async () => {
      try {
        const [cards, quizScores, { readListeningFacts }] = await Promise.all([
          readReviewCards(),
          readQuizScores(),
          loadListening(),
        ]);
        const facts = { cards, quizScores, heard: readListeningFacts().heard };
        if (current) setProgress(lessonProgress(books, facts, new Date()));
      } catch (error) {
        // The plan reads on without it: no progress is shown rather than a wrong one.
        console.error('The learning progress could not be read.', error);
      }
    };
    void read();
    const stop = onReviewStoreChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [books, track, playing]);

  return progress;
}
