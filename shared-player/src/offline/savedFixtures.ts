import type { SavedItem, SavedSong } from './savedIndex';

/** A saved song for tests: a free song's full track, 100 bytes, its detail saved beside it. */
export const savedSong = (id: number, extra: Partial<SavedSong> = {}): SavedSong => ({
  id,
  ysnRestricted: 0,
  audio: 'full',
  bytes: 100,
  urls: [`/api/song/${id}`],
  ...extra,
});

/** A saved item for tests: a lesson when its key says so, else a song. */
export const savedItem = (key: string, songIds: number[], urls: string[] = []): SavedItem => ({
  key,
  kind: key.startsWith('lesson') ? 'lesson' : 'song',
  title: key,
  songIds,
  urls,
  bytes: 10,
  savedAt: '2026-11-27T10:00:00.000Z',
});
