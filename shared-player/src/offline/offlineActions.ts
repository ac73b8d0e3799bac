import type { SaveRequest } from './saveRequest';
import { readSavedIndex, restrictedFullTracks } from './savedIndex';

/*
 * Saving, removing and the online check load when first used: a page that only shows what is
 * saved (every first visit) carries none of their code.
 */

export const saveForOffline = (request: SaveRequest): Promise<void> =>
  import('./saveOffline').then((saving) => saving.saveForOffline(request));

export const removeSavedItem = (key: string): Promise<void> =>
  import('./removeSaved').then((removing) => removing.removeSavedItem(key));

export const removeAllSaved = (): Promise<void> =>
  import('./removeSaved').then((removing) => removing.removeAllSaved());

/** The online check of saved full tracks (savedRights.ts); nothing to load when there are none. */
export async function checkSavedRights(): Promise<void> {
  if (restrictedFullTracks(readSavedIndex()).length === 0) return;
  const rights = await import('./savedRights');
  await rights.checkSavedRights();
}
