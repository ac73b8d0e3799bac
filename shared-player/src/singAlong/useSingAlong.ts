import { useSyncExternalStore } from 'react';
import { useAppStore } from '@btb/shared-store';
import { selectSingAlong } from '../state/playerSlice';

/**
 * Whether sing along is on. The server renders it off (it cannot read the browser's choice), and a
 * part of the page that hydrates after the choice came back would keep the server's attributes
 * (React does not patch them): so it reads off while hydrating, and the stored choice right after.
 */
export function useSingAlong(): boolean {
  const store = useAppStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selectSingAlong(store.getState()),
    () => false,
  );
}
