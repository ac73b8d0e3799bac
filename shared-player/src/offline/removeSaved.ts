import { savedAudioPath, savedCacheName } from './offlineKeys';
import { readSavedIndex, writeSavedIndex, type SavedIndex } from './savedIndex';
import { deleteSavedFiles } from './savedFiles';

/** The index without `songIds` (and items left without songs), and the files that frees. */
function withoutSongs(index: SavedIndex, songIds: readonly number[]) {
  const gone = new Set(songIds);
  const songs = Object.fromEntries(
    Object.entries(index.songs).filter(([, song]) => !gone.has(song.id)),
  );
  const items = index.items
    .map((item) => ({ ...item, songIds: item.songIds.filter((id) => !gone.has(id)) }))
    .filter((item) => item.kind === 'lesson' || item.songIds.length > 0);
  const files = songIds.flatMap((id) => {
    const song = index.songs[id];
    return song ? [savedAudioPath(id), ...song.urls] : [];
  });
  return { index: { songs, items }, files };
}

/** Removes one saved item, and its songs no other saved item holds. */
export async function removeSavedItem(key: string): Promise<void> {
  const index = readSavedIndex();
  const item = index.items.find((entry) => entry.key === key);
  if (!item) return;
  const rest = index.items.filter((entry) => entry.key !== key);
  const stillHeld = new Set(rest.flatMap((entry) => entry.songIds));
  const stillUsedUrls = new Set(rest.flatMap((entry) => entry.urls));
  const freed = withoutSongs(
    { songs: index.songs, items: rest },
    item.songIds.filter((id) => !stillHeld.has(id)),
  );
  writeSavedIndex(freed.index);
  await deleteSavedFiles([...freed.files, ...item.urls.filter((url) => !stillUsedUrls.has(url))]);
}

/** Removes saved songs wherever they are held (their rights ended). */
export async function removeSavedSongs(songIds: readonly number[]): Promise<void> {
  if (songIds.length === 0) return;
  const freed = withoutSongs(readSavedIndex(), songIds);
  writeSavedIndex(freed.index);
  await deleteSavedFiles(freed.files);
}

/** Removes everything saved for offline. */
export async function removeAllSaved(): Promise<void> {
  writeSavedIndex({ songs: {}, items: [] });
  if (typeof caches !== 'undefined') await caches.delete(savedCacheName);
}
