import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ContentItem } from '@btb/shared-contract';
import { trackFromContent, useNowPlaying, usePlayerCommands } from '@btb/shared-player';
import { useCountPlayMutation, useCountViewMutation } from '@btb/shared-store';

/**
 * SPEC section 4: on search rows every play click counts a view and a play; the song plays with the
 * result list as its queue. Clicking the playing song pauses it, which is not a play.
 */
export function usePlayResult(results: readonly ContentItem[]) {
  const { play } = usePlayerCommands();
  const { currentTrack, isPlaying } = useNowPlaying();
  const [countView] = useCountViewMutation();
  const [countPlay] = useCountPlayMutation();
  const playingId = isPlaying ? currentTrack?.id : undefined;

  // The rows are memoized: one handler for the table's life, reading at the click what plays and
  // what the list holds, so a song starting re-renders its row and the one before, not all 50.
  const latest = useRef({ playingId, results });
  useLayoutEffect(() => {
    latest.current = { playingId, results };
  });
  const playResult = useCallback(
    (item: ContentItem) => {
      const now = latest.current;
      if (item.id !== now.playingId) {
        // Counting is best effort: a failed count must not stop the music.
        void countView(item.id);
        void countPlay(item.id);
      }
      play(trackFromContent(item), now.results.map(trackFromContent), { kind: 'search', name: '' });
    },
    [countPlay, countView, play],
  );

  return { playResult, playingId };
}
