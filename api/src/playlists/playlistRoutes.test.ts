import type { Playlist } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** SPEC section 2: the row category the client derives from a headline (and issue 68's Spanish). */
function categoryOf(headline: string): string {
  const h = headline.toLowerCase();
  if (/top|bewertet|valorad/.test(h)) return 'top-rated';
  if (/englisch|english|inglés/.test(h)) return 'learn-english';
  if (/deutsch|german|alemán/.test(h)) return 'learn-german';
  if (/geschichte|history|historia/.test(h)) return 'history';
  return 'top-rated';
}

describe('GET /api/playlists', () => {
  it.each(['en', 'de', 'es'])(
    'covers all four categories with search and overview links (%s)',
    async (language) => {
      const res = await app.inject({ method: 'GET', url: `/api/playlists?language=${language}` });
      expect(res.statusCode).toBe(200);
      const playlists = res.json<Playlist[]>();
      expect(new Set(playlists.map((p) => categoryOf(p.headline)))).toEqual(
        new Set(['top-rated', 'learn-english', 'learn-german', 'history']),
      );
      for (const playlist of playlists) {
        expect(playlist.btn1Searchurl).toMatch(/^\/search/);
        expect(playlist.btn2OverviewCode).toMatch(/^[A-Z]{2}_[A-Z]{2}$/);
        expect(playlist.songs.length).toBeGreaterThan(0);
      }
    },
  );

  it('names the rows in Spanish for es', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/playlists?language=es' });
    expect(res.json<Playlist[]>().map((playlist) => playlist.headline)).toEqual([
      'Mejor valoradas',
      'Aprender alemán',
      'Aprender inglés',
      'Historia',
      'Aprender alemán, para hispanohablantes',
      'Aprender español',
      'Aprender inglés, para hispanohablantes',
    ]);
  });

  it('answers playlist songs with the SPEC fields', async () => {
    const [top] = (await app.inject({ method: 'GET', url: '/api/playlists' })).json<Playlist[]>();
    expect(top?.headline).toBe('Top Rated');
    expect(Object.keys(top?.songs[0] ?? {}).sort()).toEqual(
      [
        'songID',
        'songTitlePublic',
        'songTitle',
        'learningContent',
        'imageUrl',
        'intLikes',
        'intPlayed',
        'datCreated',
        'ysnRestricted',
        'creator',
        'subject',
      ].sort(),
    );
    // Each song says which language pair it teaches (a learner's own pair's songs lead, issue 34).
    expect(top?.songs.map((song) => song.subject)).toContain('DE_EN');
    // The lock screen names the song's creator as artist (the card shows the likes text).
    expect(top?.songs[0]?.creator).toMatch(/\S/);
    expect(top?.songs[0]?.datCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const learnGerman = (await app.inject({ method: 'GET', url: '/api/playlists' })).json<
      Playlist[]
    >()[1];
    expect(learnGerman?.songs.length).toBeGreaterThan(20);
  });
});
