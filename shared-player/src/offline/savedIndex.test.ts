import { readSavedIndex, validIndex, writeSavedIndex, savedBytes } from './savedIndex';

const song = {
  id: 7,
  ysnRestricted: 0,
  audio: 'full',
  bytes: 1000,
  urls: ['/api/song/7'],
};
const item = {
  key: 'song:7',
  kind: 'song',
  title: 'Hallo',
  songIds: [7],
  urls: [],
  bytes: 0,
  savedAt: '2026-11-27T10:00:00.000Z',
};

describe('the saved index', () => {
  it('keeps what is valid and drops only the bad entries of a hand-edited store', () => {
    const index = validIndex({
      songs: { 7: song, 8: { ...song, id: 8, audio: 'all' }, 9: 'nonsense' },
      items: [
        item,
        { ...item, key: 3 },
        { ...item, key: 'lesson:X', kind: 'lesson', songIds: [7, 8] },
      ],
    });
    expect(Object.keys(index?.songs ?? {})).toEqual(['7']);
    expect(index?.items.map((entry) => entry.key)).toEqual(['song:7', 'lesson:X']);
    // A song that was dropped is no longer named by the items.
    expect(index?.items[1]?.songIds).toEqual([7]);
  });

  it('falls back to nothing saved when the stored value is not an index', () => {
    expect(validIndex([1, 2])).toBeUndefined();
    localStorage.setItem('btb.offline.saved', '{not json');
    expect(readSavedIndex()).toEqual({ songs: {}, items: [] });
  });

  it('survives a reload and adds up what is saved', () => {
    writeSavedIndex(validIndex({ songs: { 7: song }, items: [{ ...item, bytes: 24 }] })!);
    expect(JSON.parse(localStorage.getItem('btb.offline.saved') ?? '{}').items).toHaveLength(1);
    expect(savedBytes(readSavedIndex())).toBe(1024);
  });
});
