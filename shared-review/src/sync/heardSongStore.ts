import type { HeardSong } from '@btb/shared-contract';

/**
 * Where this browser keeps the songs heard to their end (the player's listening facts). The player
 * depends on this package, not the other way round, so the page hands the store in
 * (`setHeardSongStore`) and the progress sync carries the songs both ways.
 */
export interface HeardSongStore {
  /** The songs heard here, each with the last time it was. */
  read(): readonly HeardSong[];
  /** The account's songs (as the API answers them, unchecked) merged in: the newest time wins. */
  merge(songs: readonly unknown[]): void;
}

let store: HeardSongStore | null = null;

/** The page's heard-song store, or null (the sync then carries no heard songs). */
export function setHeardSongStore(next: HeardSongStore | null): void {
  store = next;
}

export function heardSongStore(): HeardSongStore | null {
  return store;
}
