import { useCallback, useEffect, useState } from 'react';
import type { ReviewLog } from '@btb/shared-contract';
import {
  loadListening,
  selectCurrentTrack,
  selectIsPlaying,
  type ListeningFacts,
} from '@btb/shared-player';
import {
  onReviewStoreChange,
  readReviewCards,
  readReviewLogs,
  type ReviewCard,
} from '@btb/shared-review';
import { readLikedSongs, useAppSelector } from '@btb/shared-store';

export interface MyLearningData {
  cards: ReviewCard[];
  logs: ReviewLog[];
  liked: number[];
  listening: ListeningFacts;
}

/**
 * Everything "My learning" shows, read from this browser (null until read: the server renders the
 * loading state). Listening facts are read again as the player moves on, so a song heard to its end
 * shows while the page is open; `reload` reads everything again (after an import).
 */
export function useMyLearning(): { data: MyLearningData | null; reload: () => Promise<void> } {
  const [data, setData] = useState<MyLearningData | null>(null);
  const reload = useCallback(async () => {
    const [cards, logs, { readListeningFacts }] = await Promise.all([
      readReviewCards(),
      readReviewLogs(),
      loadListening(),
    ]);
    setData({ cards, logs, liked: readLikedSongs(), listening: readListeningFacts() });
  }, []);
  useEffect(() => {
    void reload();
    // A review elsewhere on the page (the flashcard dialog), a sync or an import: read again.
    return onReviewStoreChange(() => void reload());
  }, [reload]);

  const track = useAppSelector(selectCurrentTrack);
  const playing = useAppSelector(selectIsPlaying);
  useEffect(() => {
    let current = true;
    void loadListening().then(({ readListeningFacts }) => {
      if (!current) return;
      setData((known) => (known ? { ...known, listening: readListeningFacts() } : known));
    });
    return () => {
      current = false;
    };
  }, [track, playing]);
  return { data, reload };
}
