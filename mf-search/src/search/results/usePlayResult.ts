import { useCallback } from 'react';
import type { ContentItem } from '@btb/shared-contract';
import { trackFromContent, usePlayer } from '@btb/shared-player';
import { useCountPlayMutation, useCountViewMutation } from '@btb/shared-store';

/**
 * SPEC section 4: on search rows every play click counts a view and a play; the song plays with the
 * result list as its queue. Clicking the playing song pauses it, which is not a play.
 */
export function usePlayResult(results: readonly ContentItem[]) {
  const { play, currentTrack, isPlaying } = usePlayer();
  const [countView] = useCountViewMutation();
  const [countPlay] = useCountPlayMutation();
  const playingId = isPlaying ? currentTrack?.id : undefined;

  const playResult = useCallback(
    (item: ContentItem) => {
      if (item.id !== playingId) {
        // Counting is best effort: a failed count must not stop the music.
        void countView(item.id);
        void countPlay(item.id);
      }
      play(trackFromContent(item), results.map(trackFromContent), { kind: 'search', name: '' });
    },
    [countPlay, countView, play, playingId, results],
  );

  return { playResult, playingId };
}
