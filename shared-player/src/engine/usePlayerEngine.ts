import { useEffect, type RefObject } from 'react';
import { useAppStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import { startPlayerPersistence } from '../persistence/startPlayerPersistence';
import { readStoredVolume } from '../volume/storedVolume';
import { readStoredSingAlong } from '../singAlong/storedSingAlong';
import type { MediaElementLike } from './MediaElementLike';
import type { PlayerEngineOptions } from './engineSettings';
import { startEngineOnFirstCommand } from './startEngineOnFirstCommand';

/**
 * Puts the engine in charge of the media element while the player bar is mounted: player commands
 * dispatched anywhere on the page reach it (its code loads on the first one), the remembered volume,
 * sing-along choice and queue come back at once, and only one tab of the site plays at a time.
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
    const storedVolume = readStoredVolume();
    if (storedVolume !== undefined) store.dispatch(playerActions.setVolume(storedVolume));
    if (readStoredSingAlong()) store.dispatch(playerActions.singAlongRestored(true));
    const stopStoring = startPlayerPersistence(store.dispatch, getState);
    const stopEngine = startEngineOnFirstCommand({
      media: element,
      dispatch: store.dispatch,
      getState,
      fetchStreamUrl,
    });
    return () => {
      stopEngine();
      stopStoring();
    };
  }, [media, store, fetchStreamUrl]);
}
