import { createSlice, rootReducer, type WithSlice } from '@btb/shared-store';
import { engineReducers } from './engineEvents';
import { initialPlayerState } from './playerState';
import { queueReducers } from './queueReducers';
import { singAlongReducers } from './singAlongReducers';

export {
  isPlaybackSpeed,
  playbackSpeeds,
  queueOf,
  type PlayerState,
  type RestoredPlayer,
} from './playerState';

/**
 * The player's state, where its command flow starts: a component dispatches one of these actions
 * (`play`, `toggle`, ...); the ones with a reducer change the state here; the listener table
 * (`engine/engineCommands.ts`) maps each command to what the engine does; the engine is loaded on
 * the first command (`engine/startEngineOnFirstCommand.ts`), and `PlayerEngine` (the stream in
 * `TrackStream`, the element's events in `MediaEvents`) reports what the audio did as the events of
 * `engineEvents.ts`.
 */
const slice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    ...queueReducers,
    ...engineReducers,
    ...singAlongReducers,
  },
  selectors: {
    selectPlayer: (state) => state,
    selectCurrentTrack: (state) => state.currentTrack,
    selectIsPlaying: (state) => state.isPlaying,
    selectQueue: (state) => state.queue,
    selectQueueIndex: (state) => state.queueIndex,
    selectQueueSource: (state) => state.queueSource,
    selectIsLoading: (state) => state.isLoading,
    selectVolume: (state) => state.volume,
    selectShowSubscriptionPopup: (state) => state.showSubscriptionPopup,
    selectSingAlong: (state) => state.singAlong,
  },
});

declare module '@btb/shared-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Injected into the one root reducer when shared-player loads. */
export const playerSlice = slice.injectInto(rootReducer);
export const playerActions = slice.actions;
export const {
  selectPlayer,
  selectCurrentTrack,
  selectIsPlaying,
  selectQueue,
  selectQueueIndex,
  selectQueueSource,
  selectIsLoading,
  selectVolume,
  selectShowSubscriptionPopup,
  selectSingAlong,
} = playerSlice.selectors;
