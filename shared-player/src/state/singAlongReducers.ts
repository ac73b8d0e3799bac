import type { AudioPart } from '@btb/shared-contract';
import type { PayloadAction, SliceCaseReducers } from '@btb/shared-store';
import type { PlayerState } from './playerState';
import type { PlayerTrack } from './playerTrack';

/**
 * Sing along: the songs play as their instrumentals (the backing without the voice, same length
 * and word times), so the karaoke words lead. A choice for every song until switched off.
 */
export const singAlongReducers = {
  /** Command: the listener switched sing along; the engine swaps the current song's stream. */
  setSingAlong(state, action: PayloadAction<boolean>) {
    state.singAlong = action.payload;
  },
  /** The remembered choice came back on page load (no stream to swap yet). */
  singAlongRestored(state, action: PayloadAction<boolean>) {
    state.singAlong = action.payload;
  },
  /** No instrumental could be had (offline, not rendered yet): the song plays with the voice. */
  singAlongUnavailable(state) {
    state.singAlong = false;
  },
} satisfies SliceCaseReducers<PlayerState>;

/** Which file of `track` plays: podcasts have no instrumental and ignore the choice. */
export const streamPartOf = (
  track: Pick<PlayerTrack, 'podcastFileName'>,
  state: Pick<PlayerState, 'singAlong'>,
): AudioPart => (state.singAlong && !track.podcastFileName ? 'instrumental' : 'song');
