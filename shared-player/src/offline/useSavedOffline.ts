import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { removeSavedItem, saveForOffline } from './offlineActions';
import { savedItemKey, type SaveRequest } from './saveRequest';
import {
  emptySavedIndex,
  readSavedIndex,
  savedItemBytes,
  subscribeSavedIndex,
  type SavedIndex,
} from './savedIndex';
import {
  noSavingProgress,
  readSavingProgress,
  subscribeSavingProgress,
  type SavingProgress,
} from './savingProgress';
import { NotEnoughSpaceError } from './notEnoughSpace';

/**
 * What this browser has saved for offline; nothing on the server and while hydrating. With nothing
 * saved both are the same object, so hydration is not followed by a render of every save button.
 */
export function useSavedIndex(): SavedIndex {
  return useSyncExternalStore(subscribeSavedIndex, readSavedIndex, () => emptySavedIndex);
}

export function useSavingProgress(): ReadonlyMap<string, SavingProgress> {
  return useSyncExternalStore(subscribeSavingProgress, readSavingProgress, () => noSavingProgress);
}

export type SaveFailure =
  { reason: 'space'; needed: number; available: number } | { reason: 'failed' };

/** One saveable item's state and commands: saved (and its size), saving (percent), failed (why). */
export function useSavedOffline(request: SaveRequest) {
  const key = savedItemKey(request);
  const index = useSavedIndex();
  const progress = useSavingProgress().get(key);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const latest = useRef(request);
  latest.current = request;
  const item = index.items.find((entry) => entry.key === key);
  const bytes = item ? savedItemBytes(index, item) : 0;
  // How far a save under way has come, in percent; null when none is.
  const saving = progress
    ? progress.total > 0
      ? Math.round((progress.done / progress.total) * 100)
      : 0
    : null;

  const save = useCallback(() => {
    setFailure(null);
    saveForOffline(latest.current).catch((error: unknown) => {
      console.warn('[offline] saving failed:', error);
      setFailure(
        error instanceof NotEnoughSpaceError
          ? { reason: 'space', needed: error.needed, available: error.available }
          : { reason: 'failed' },
      );
    });
  }, []);
  const remove = useCallback(() => {
    setFailure(null);
    void removeSavedItem(key);
  }, [key]);

  return { saved: !!item, bytes, saving, failure, save, remove };
}
