import { removeAllSaved, removeSavedItem } from './removeSaved';
import { readSavedIndex, writeSavedIndex } from './savedIndex';
import { savedItem, savedSong } from './savedFixtures';

const song = (id: number) => savedSong(id);
const item = savedItem;

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
