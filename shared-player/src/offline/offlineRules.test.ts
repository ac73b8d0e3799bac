import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { nextPlayableOffline } from './offlineQueue';
import { savedAudioPath } from './offlineKeys';
import { checkSavedRights } from './savedRights';
import { readSavedIndex, writeSavedIndex, type SavedSong } from './savedIndex';
import { savedItem, savedSong } from './savedFixtures';
import { NotAvailableOfflineError, savedStreamUrl } from './savedStream';

const day = 24 * 60 * 60 * 1000;
const saved = savedSong;
const track = (id: number) => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted: 0 as const,
});

function saveSongs(...songs: SavedSong[]) {
  writeSavedIndex({
    songs: Object.fromEntries(songs.map((song) => [song.id, song])),
    items: songs.map((song) => savedItem(`song:${song.id}`, [song.id])),
  });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

function setController(controlled: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: controlled ? { controller: {} } : undefined,
    configurable: true,
  });
}

const deleted: string[] = [];
beforeEach(() => {
  deleted.length = 0;
  Object.defineProperty(globalThis, 'caches', {
    value: {
      open: async () => ({ delete: async (key: string) => deleted.push(key) > 0 }),
      delete: async () => true,
    },
    configurable: true,
  });
  setOnline(true);
  setController(true);
  writeSavedIndex({ songs: {}, items: [] });
});

describe('where a song plays from', () => {
  it('plays a saved song from its stable key, online or not', () => {
    saveSongs(saved(5));
    expect(savedStreamUrl(track(5))).toBe(savedAudioPath(5));
    setOnline(false);
    expect(savedStreamUrl(track(5))).toBe('/offline/audio/5');
  });

  it('streams an unsaved song online, and refuses it offline', () => {
    expect(savedStreamUrl(track(6))).toBeNull();
    setOnline(false);
    expect(() => savedStreamUrl(track(6))).toThrow(NotAvailableOfflineError);
  });

  it('never takes a podcast for a saved song of the same id, and refuses it offline', () => {
    saveSongs(saved(5));
    const podcast = { ...track(5), podcastFileName: 'lesson-5.mp3' };
    expect(savedStreamUrl(podcast)).toBeNull();
    setOnline(false);
    expect(() => savedStreamUrl(podcast)).toThrow(NotAvailableOfflineError);
  });

  it('streams when no worker controls the page (a standalone remote), saved or not', () => {
    saveSongs(saved(5));
    setController(false);
    expect(savedStreamUrl(track(5))).toBeNull();
  });

  it('no longer plays a premium full track offline once its period ended', () => {
    saveSongs(saved(5, { ysnRestricted: 1, fullUntil: Date.now() - 1000, owner: 'p@x.de' }));
    setOnline(false);
    expect(() => savedStreamUrl(track(5))).toThrow(NotAvailableOfflineError);
  });
});

describe('the queue offline', () => {
  const queue = (index: number) => ({
    tracks: [track(1), track(2), track(3), track(4)],
    keys: [1, 2, 3, 4],
    index,
    unshuffledKeys: null,
  });

  it('skips to the next saved entry, and goes round only with repeat all', () => {
    saveSongs(saved(1), saved(4));
    expect(nextPlayableOffline(queue(1), 'off')).toBe(3);
    expect(nextPlayableOffline(queue(3), 'off')).toBeUndefined();
    expect(nextPlayableOffline(queue(3), 'all')).toBe(0);
  });

  it('finds nothing when nothing else is saved', () => {
    saveSongs(saved(2));
    expect(nextPlayableOffline(queue(1), 'all')).toBeUndefined();
  });
});

describe('the online check of saved full tracks', () => {
  const full = saved(9, { ysnRestricted: 1, fullUntil: Date.now() + day, owner: 'p@x.de' });

  it('gives the premium owner another period', async () => {
    saveSongs(full, saved(10));
    mockFetch([
      [
        'GET',
        '/api/auth/me',
        () => jsonResponse({ loggedIn: true, email: 'p@x.de', premium: true }),
      ],
    ]);
    await checkSavedRights();
    expect(readSavedIndex().songs[9]?.fullUntil).toBeGreaterThan(Date.now() + 29 * day);
  });

  it.each([
    ['after logout', { loggedIn: false, premium: false }],
    ['after the subscription ended', { loggedIn: true, email: 'p@x.de', premium: false }],
    ['for another account', { loggedIn: true, email: 'other@x.de', premium: true }],
  ])('removes the full track %s, and keeps the free songs', async (_when, session) => {
    saveSongs(full, saved(10));
    mockFetch([['GET', '/api/auth/me', () => jsonResponse(session)]]);
    await checkSavedRights();
    expect(Object.keys(readSavedIndex().songs)).toEqual(['10']);
    expect(deleted).toEqual(expect.arrayContaining(['/offline/audio/9', '/api/song/9']));
  });

  it('changes nothing without an answer (offline), so the granted period runs on', async () => {
    saveSongs(full);
    mockFetch([]);
    await checkSavedRights();
    expect(readSavedIndex().songs[9]).toEqual(full);
  });
});
