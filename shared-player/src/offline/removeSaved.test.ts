import { removeAllSaved, removeSavedItem } from './removeSaved';
import { readSavedIndex, writeSavedIndex, type SavedItem, type SavedSong } from './savedIndex';

const song = (id: number): SavedSong => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted: 0,
  audio: 'full',
  bytes: 100,
  urls: [`/api/song/${id}`],
});
const item = (key: string, songIds: number[], urls: string[] = []): SavedItem => ({
  key,
  kind: key.startsWith('lesson') ? 'lesson' : 'song',
  title: key,
  songIds,
  urls,
  bytes: 10,
  savedAt: '2026-11-27T10:00:00.000Z',
});

const deleted: string[] = [];
let cacheDeleted = false;
beforeEach(() => {
  deleted.length = 0;
  cacheDeleted = false;
  Object.defineProperty(globalThis, 'caches', {
    value: {
      open: async () => ({ delete: async (key: string) => deleted.push(key) > 0 }),
      delete: async () => (cacheDeleted = true),
    },
    configurable: true,
  });
  writeSavedIndex({
    songs: { 1: song(1), 2: song(2) },
    items: [item('lesson:A', [1, 2], ['/api/songs/by-code/A']), item('song:2', [2])],
  });
});

describe('removing what was saved', () => {
  it('removes a lesson and the songs no other item holds, keeping a song saved on its own', async () => {
    await removeSavedItem('lesson:A');
    expect(readSavedIndex().items.map((entry) => entry.key)).toEqual(['song:2']);
    expect(Object.keys(readSavedIndex().songs)).toEqual(['2']);
    expect(deleted.sort()).toEqual(['/api/song/1', '/api/songs/by-code/A', '/offline/audio/1']);
  });

  it('removes everything at once', async () => {
    await removeAllSaved();
    expect(readSavedIndex()).toEqual({ songs: {}, items: [] });
    expect(cacheDeleted).toBe(true);
  });
});
