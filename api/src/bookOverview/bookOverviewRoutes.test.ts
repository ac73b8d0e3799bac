import type { BookOverview } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const overview = async (code: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/book-overview/${code}` });
  expect(res.statusCode).toBe(200);
  return res.json<BookOverview>();
};

describe('GET /api/book-overview/:code', () => {
  it('answers levels → books → lessons for a subject', async () => {
    const { levels } = await overview('DE_EN');
    expect(levels.map((l) => l.level)).toEqual(['A1', 'A2', 'B1']);
    for (const level of levels) {
      expect(level.books).toHaveLength(3);
      for (const book of level.books) {
        expect(book.sequences).toHaveLength(5);
        expect(book.internCode).toMatch(/^DE_EN_(A1|A2|B1)_B0\d$/);
      }
    }
    expect(levels[0]?.books[0]?.sequences[0]).toEqual({
      llcSID: expect.any(Number),
      sequenceName: 'Begrüßungen (Greetings)',
      strCode: 'DE_EN_A1_B01_L01',
      learningContent: expect.stringContaining('Guten Morgen (good morning)'),
      songIds: expect.any(Array),
    });
  });

  it("lists each lesson's songs as GET /api/songs/by-code does", async () => {
    const lesson = (await overview('DE_EN_A1_B01')).levels[0]?.books[0]?.sequences[0];
    const res = await app.inject({ method: 'GET', url: `/api/songs/by-code/${lesson?.strCode}` });
    const songs = res.json<{ songID: number }[]>();
    expect(songs.length).toBeGreaterThan(0);
    expect(lesson?.songIds).toEqual(songs.map((song) => song.songID));
  });

  it('narrows to a level or a book by code prefix', async () => {
    expect((await overview('en_de_a2')).levels).toEqual([expect.objectContaining({ level: 'A2' })]);
    const book = await overview('DE_ES_B1_B02');
    expect(book.levels[0]?.books.map((b) => b.internCode)).toEqual(['DE_ES_B1_B02']);
  });

  it('answers no levels for an unknown code and 400 for a malformed one', async () => {
    expect(await overview('XX_YY')).toEqual({ levels: [] });
    expect(await overview('DE_E_')).toEqual({ levels: [] });
    expect(
      (await app.inject({ method: 'GET', url: '/api/book-overview/DE%20EN' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/books/:internCode.html', () => {
  it('serves a printable vocabulary book', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/books/DE_EN_A1_B01.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Guten Morgen');
    expect((await app.inject({ method: 'GET', url: '/api/books/NOPE.html' })).statusCode).toBe(404);
  });
});
