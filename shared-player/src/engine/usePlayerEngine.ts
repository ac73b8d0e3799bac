import { useEffect, type RefObject } from 'react';
import { useAppStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import { startPlayerPersistence } from '../persistence/startPlayerPersistence';
import { startOneTabPlays } from '../tabs/startOneTabPlays';
import { readStoredVolume } from '../volume/storedVolume';
import type { MediaElementLike } from './MediaElementLike';
import type { PlayerEngineOptions } from './engineSettings';
import { registerPlaybackClock } from './playbackClock';
import { PlayerEngine } from './PlayerEngine';
import { startPlayerListeners } from './startPlayerListeners';

/**
 * Puts the engine in charge of the media element while the player bar is mounted: player commands
 * dispatched anywhere on the page reach it, the remembered volume and queue come back, and only one
 * tab of the site plays at a time.
 */
export function usePlayerEngine(
  media: RefObject<MediaElementLike | null>,
  fetchStreamUrl?: PlayerEngineOptions['fetchStreamUrl'],
): void {
  const store = useAppStore();
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const getState = () => selectPlayer(store.getState());
    const engine = new PlayerEngine({
      media: element,
      dispatch: store.dispatch,
      getState,
      fetchStreamUrl,
    });
    const detach = engine.attach();
    registerPlaybackClock(() => element.currentTime);
    const stopListening = startPlayerListeners(engine, getState);
    const storedVolume = readStoredVolume();
    if (storedVolume !== undefined) store.dispatch(playerActions.setVolume(storedVolume));
    const stopStoring = startPlayerPersistence(store.dispatch, getState);
    const stopTabs = startOneTabPlays(store.dispatch);
    return () => {
      registerPlaybackClock(null);
      stopTabs();
      stopStoring();
      stopListening();
      detach();
    };
  }, [media, store, fetchStreamUrl]);
}
