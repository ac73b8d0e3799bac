import type { ContentItem, Playlist } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from '../app/buildApiApp';
import type { Db } from '@btb/database';
import { testContext } from '../testing/testApp';
import { ResponseCache } from './responseCache';

/** The shared test database, counting the queries that reach it. */
function countingDb(db: Db) {
  const counter = { queries: 0 };
  const counting: Db = {
    kind: db.kind,
    query: (sql, params) => {
      counter.queries += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    // The database belongs to the whole test run.
    close: async () => undefined,
  };
  return { db: counting, counter };
}

// Not 0: lru-cache reads a start time of 0 as "no TTL".
let now = 1_000_000;
const cache = new ResponseCache({ ttlMs: 30_000, now: () => now });
const { db, counter } = countingDb(testContext().db);
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApiApp({ ...testContext(), db, responseCache: cache });
});
afterAll(() => app.close());
beforeEach(() => cache.clear());

const get = (url: string) => app.inject({ method: 'GET', url });
let visitors = 0;
/** Each write from a new anonymous visitor, so it counts (a client's like counts once). */
const post = (url: string) =>
  app.inject({ method: 'POST', url, remoteAddress: `10.11.0.${++visitors}` });

/** The answer to `url` and how many queries it cost. */
async function measured(url: string) {
  const before = counter.queries;
  const res = await get(url);
  return { res, queries: counter.queries - before };
}

const cachedUrls = [
  '/api/content/search?q=Kartoffel',
  '/api/content/search?limit=5',
  '/api/content/search?limit=5&offset=1',
  '/api/content/search?limit=4',
  '/api/content/search?subject=EN_DE&limit=5',
  '/api/content/search?level=A2&limit=5',
  '/api/content/category/top-rated',
  '/api/content/category/learn-german',
  '/api/playlists',
  '/api/playlists?language=de',
  '/api/faqs',
  '/api/faqs?language=de',
  '/api/hero-slides',
  '/api/hero-slides?language=de',
  '/api/subjects',
  '/api/subjects?language=de',
  '/api/songs/all?limit=6',
  '/api/songs/all?limit=6&offset=2',
  '/api/song/16',
  '/api/book-overview/DE_EN',
  '/api/book-overview/DE_EN_A1',
];

describe('cached public reads', () => {
  it.each(cachedUrls)('%s: a hit sends the miss’s bytes without a query', async (url) => {
    const miss = await measured(url);
    expect(miss.res.statusCode).toBe(200);
    expect(miss.queries).toBeGreaterThan(0);
    const hit = await measured(url);
    expect(hit.queries).toBe(0);
    expect(hit.res.statusCode).toBe(200);
    expect(hit.res.body).toBe(miss.res.body);
    expect(hit.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.res.headers['content-length']).toBe(miss.res.headers['content-length']);
  });

  it('keeps different queries, filters, pages and languages apart', async () => {
    // Fill the cache with every answer, then compare each with a fresh one: a shared key would
    // hand one URL another URL's body.
    for (const url of cachedUrls) await get(url);
    const cached = await Promise.all(cachedUrls.map(async (url) => (await get(url)).body));
    const fresh: string[] = [];
    for (const url of cachedUrls) {
      cache.clear();
      fresh.push((await get(url)).body);
    }
    expect(cached).toEqual(fresh);
    expect(new Set(fresh).size).toBe(cachedUrls.length);
  });

  it('shares one entry between queries that normalise alike', async () => {
    await get('/api/content/search?q=Kartoffel&subject=all&level=');
    for (const url of [
      '/api/content/search?q=%20%20Kartoffel%20',
      '/api/content/search?q=Kartoffel&limit=100&offset=0',
      '/api/content/search?q=Kartoffel&genre=all&artist=%20',
    ])
      expect((await measured(url)).queries).toBe(0);
  });

  it('still answers bad input with the same 400s', async () => {
    for (const url of [
      '/api/content/search?limit=0',
      '/api/content/search?q=a&q=b',
      '/api/content/category/pop',
      '/api/playlists?language=fr',
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(400);
      expect(first.json()).toEqual({ message: expect.any(String) });
      expect((await get(url)).body).toBe(first.body);
    }
    expect(cache.size).toBe(0);
  });

  it('loads again after the TTL', async () => {
    await get('/api/faqs');
    now += 29_000;
    expect((await measured('/api/faqs')).queries).toBe(0);
    now += 2_000;
    expect((await measured('/api/faqs')).queries).toBeGreaterThan(0);
  });
});

describe('counter writes', () => {
  const firstOf = async (url: string) => (await get(url)).json<ContentItem[]>()[0] as ContentItem;
  const playlistSong = async (language: string, songID: number) =>
    (await get(`/api/playlists?language=${language}`))
      .json<Playlist[]>()
      .flatMap((playlist) => playlist.songs)
      .find((song) => song.songID === songID);

  it('a view shows at once in the lists with that song, and leaves the others cached', async () => {
    const url = '/api/content/search?subject=EN_DE&limit=3';
    const song = await firstOf(url);
    await get('/api/faqs');
    expect((await post(`/api/content/${song.id}/view`)).statusCode).toBe(200);
    expect((await firstOf(url)).views).toBe(song.views + 1);
    expect((await measured('/api/faqs')).queries).toBe(0);
  });

  it('a play shows at once in both languages of the playlists', async () => {
    const [row] = (await get('/api/playlists')).json<Playlist[]>();
    const song = row?.songs[0];
    if (!song) throw new Error('the seed has a playlist with songs');
    await get('/api/playlists?language=de');
    const { plays } = (await post(`/api/content/${song.songID}/play`)).json<{ plays: number }>();
    expect(plays).toBe(song.intPlayed + 1);
    expect((await playlistSong('en', song.songID))?.intPlayed).toBe(plays);
    expect((await playlistSong('de', song.songID))?.intPlayed).toBe(plays);
  });

  it('a like shows at once in every cached list, without clearing the cache', async () => {
    const searched = await firstOf('/api/content/search?q=Kartoffel');
    const topBefore = (await get('/api/content/category/top-rated')).json<ContentItem[]>();
    await get('/api/faqs');
    const { likes } = (await post(`/api/content/${searched.id}/like`)).json<{ likes: number }>();
    expect(likes).toBe(searched.likes + 1);
    const searchedAfter = await measured('/api/content/search?q=Kartoffel');
    expect(searchedAfter.queries).toBe(0);
    expect(searchedAfter.res.json<ContentItem[]>()[0]?.likes).toBe(likes);
    // A list sorted by likes keeps its order until the entry expires; its counts are current.
    const topAfter = (await get('/api/content/category/top-rated')).json<ContentItem[]>();
    expect(topAfter.map((item) => item.id)).toEqual(topBefore.map((item) => item.id));
    const shown = topAfter.find((item) => item.id === searched.id);
    if (shown) expect(shown.likes).toBe(likes);
    expect((await measured('/api/faqs')).queries).toBe(0);
  });

  it('song detail shows a like at once, and an unknown song stays a 404', async () => {
    const song = (await get('/api/song/17')).json<{ intLikes: number }>();
    const { likes } = (await post('/api/content/17/like')).json<{ likes: number }>();
    expect(likes).toBe(song.intLikes + 1);
    const after = await measured('/api/song/17');
    expect(after.queries).toBe(0);
    expect(after.res.json<{ intLikes: number }>().intLikes).toBe(likes);
    const missing = await Promise.all([get('/api/song/999999'), get('/api/song/999999')]);
    expect(missing.map((res) => res.statusCode)).toEqual([404, 404]);
    expect(missing[0]?.json()).toEqual({ message: 'Song not found' });
  });

  it('a counter of an unknown song changes nothing and keeps the cache', async () => {
    await get('/api/faqs');
    expect((await post('/api/content/777777/like')).statusCode).toBe(404);
    expect((await measured('/api/faqs')).queries).toBe(0);
  });
});
