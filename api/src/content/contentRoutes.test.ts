import type { ContentItem } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const search = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/content/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<ContentItem[]>();
};

describe('GET /api/content/category/:category', () => {
  it.each(['top-rated', 'learn-english', 'learn-german', 'history'])(
    'lists %s',
    async (category) => {
      const items = (
        await app.inject({ method: 'GET', url: `/api/content/category/${category}` })
      ).json<ContentItem[]>();
      expect(items.length).toBeGreaterThan(0);
      if (category !== 'top-rated')
        expect(items.every((item) => item.category === category)).toBe(true);
    },
  );

  it('orders top rated by likes', async () => {
    const items = (
      await app.inject({ method: 'GET', url: '/api/content/category/top-rated' })
    ).json<ContentItem[]>();
    const likes = items.map((item) => item.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('rejects an unknown category with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/content/category/pop' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/category/);
  });
});

describe('GET /api/content/search', () => {
  it('without filters answers songs from every subject', async () => {
    const items = await search('');
    expect(items.length).toBeGreaterThanOrEqual(100);
  });

  it('matches titles case- and accent-insensitively', async () => {
    for (const term of ['Begrüßungen', 'begrussungen', 'BEGRUSSUNGEN']) {
      const items = await search(`q=${encodeURIComponent(term)}`);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.some((item) => item.title.startsWith('Begrüßungen'))).toBe(true);
    }
  });

  it('matches every word in any order', async () => {
    const [first] = await search('q=Begr%C3%BC%C3%9Fungen');
    const words = (first?.title ?? '').split(' ').reverse().join(' ');
    expect((await search(`q=${encodeURIComponent(words)}`)).map((item) => item.id)).toContain(
      first?.id,
    );
    expect(await search('q=Begr%C3%BC%C3%9Fungen%20xyzzy')).toEqual([]);
  });

  it('matches lesson codes and descriptions', async () => {
    expect((await search('q=DE_EN_A1_B01_L01')).map((item) => item.id)).toEqual([1]);
    const byWord = await search('q=Kartoffel');
    expect(byWord.length).toBeGreaterThan(0);
    expect(byWord.some((item) => item.description.includes('Kartoffel'))).toBe(true);
  });

  it('ignores a term with characters outside letters, digits, _ - and spaces', async () => {
    const all = await search('');
    expect(await search(`q=${encodeURIComponent("' OR 1=1 --")}`)).toEqual(all);
    expect(await search(`q=${encodeURIComponent('100%')}`)).toEqual(all);
  });

  it('cuts the term to 120 characters instead of failing', async () => {
    const items = await search(`q=${'Begrüßungen'}${' '.repeat(115)}${'x'.repeat(200)}`);
    expect(items.some((item) => item.title.startsWith('Begrüßungen'))).toBe(true);
  });

  it('filters by subject, level, primary language, genre and artist', async () => {
    const filtered = await search('subject=EN_DE&level=A2&primaryLanguage=DE');
    expect(filtered).toHaveLength(15);
    expect(
      filtered.every((item) => item.category === 'learn-english' && item.level === 'intermediate'),
    ).toBe(true);
    const jazz = await search('genre=jazz');
    expect(jazz.length).toBeGreaterThan(0);
    expect(jazz.every((item) => item.genre === 'Jazz')).toBe(true);
    const artist = await search('artist=vokabel');
    expect(artist.length).toBeGreaterThan(0);
    expect(artist.every((item) => item.creator === 'DJ Vokabel')).toBe(true);
  });

  it('treats "all" as no filter and unknown filter values as no match', async () => {
    expect(await search('subject=all&level=all')).toEqual(await search(''));
    expect(await search('subject=XX_YY')).toEqual([]);
  });

  it('rejects unknown parameters and repeated scalar values with 400', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/content/search?q=a&q=b' })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/content/search?limit=-1' })).statusCode,
    ).toBe(400);
  });
});
