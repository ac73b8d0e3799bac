import type { SearchResult, SearchSuggestion } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testContext } from '../testing/testApp';
import { searchSongs } from './searchSongs';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const search = async (term: string, filters = '') => {
  const url = `/api/content/search?q=${encodeURIComponent(term)}${filters}`;
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<SearchResult[]>();
};
const titles = (items: SearchResult[]) => items.map((item) => item.title);
const cardTexts = (items: SearchResult[]) =>
  items.flatMap((item) => item.match?.cards.map((card) => `${card.question} = ${card.answer}`));

/** Where a row matched, as a learner sees it: 2 the title, 1 a card it teaches, 0 elsewhere. */
const fieldOf = (item: SearchResult) =>
  item.match?.words.some((word) => item.title.includes(word))
    ? 2
    : item.match?.cards.length
      ? 1
      : 0;

describe('GET /api/content/search: forgiving matches', () => {
  it.each(['Tehcnik', 'Technick', 'technikk'])(
    'forgives one typo in a long word (%s)',
    async (term) => {
      const items = await search(term);
      expect(titles(items).slice(0, 2).sort()).toEqual(['Technik Lied', 'Technik Pop']);
      expect(items[0]?.match?.words).toEqual(['Technik']);
    },
  );

  it('finds a card by a typo ("Compter")', async () => {
    expect(cardTexts(await search('Compter'))).toContain('der Computer = the computer');
  });

  it('forgives no typo in words under five letters', async () => {
    expect(await search('Ppo')).toEqual([]);
  });

  it('matches umlaut and ß spellings', async () => {
    expect(cardTexts(await search('Fruehling'))).toContain('der Frühling = spring');
    expect(cardTexts(await search('Strasse'))).toContain('die Straße = the street');
    expect(titles(await search('Begruessungen'))).toContain('Begrüßungen Reggae');
  });

  it('matches German, Spanish and English word forms', async () => {
    expect(cardTexts(await search('Handys'))).toContain('das Handy = the mobile phone');
    expect(cardTexts(await search('ordenadores'))).toContain('der Computer = el ordenador');
    expect(cardTexts(await search('computers'))).toContain('the computer = der Computer');
  });

  it('matches the beginning of the word being typed, from three letters', async () => {
    expect(titles(await search('Techn'))).toEqual(
      expect.arrayContaining(['Technik Pop', 'Technik Lied']),
    );
    expect(await search('xyz Techn')).toEqual([]);
    expect(await search('Te')).toEqual([]);
  });
});

describe('GET /api/content/search: what a song teaches', () => {
  it('finds songs by their lesson vocabulary in both languages', async () => {
    const bySpanish = await search('ordenador');
    expect(bySpanish.map(fieldOf)).toContain(1);
    // Every pair that teaches the word: German and English to Spanish speakers, Spanish to English.
    expect(cardTexts(bySpanish).sort()).toEqual([
      'der Computer = el ordenador',
      'el ordenador = the computer',
      'the computer = el ordenador',
    ]);
    expect(cardTexts(await search('password'))).toContain('das Passwort = the password');
  });

  it('finds songs by their lyrics', async () => {
    const items = await search('Strophe');
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((item) => fieldOf(item) === 0)).toBe(true);
  });

  it('ranks title above vocabulary above lyrics and description, ties by likes', async () => {
    const items = await search('Technik');
    const fields = items.map(fieldOf);
    expect(fields).toEqual([...fields].sort((a, b) => b - a));
    expect(new Set(fields)).toEqual(new Set([2, 0]));
    for (let i = 1; i < items.length; i += 1)
      if (fields[i] === fields[i - 1])
        expect(items[i]?.likes).toBeLessThanOrEqual(items[i - 1]?.likes ?? 0);
    const computer = (await search('Computer')).map(fieldOf);
    expect(computer).toEqual([...computer].sort((a, b) => b - a));
  });

  it('keeps filters ANDed with the words', async () => {
    const items = await search('Handys', '&subject=DE_ES');
    expect(items.length).toBeGreaterThan(0);
    expect(cardTexts(items).every((text) => text?.endsWith('el móvil'))).toBe(true);
  });

  it('follows a changed card at once', async () => {
    const { db } = testContext();
    const rolledBack = new Error('roll back');
    const found = db.transaction(async (tx) => {
      await tx.query(`UPDATE vocabulary SET answer = 'el portátil' WHERE answer = 'el ordenador'`);
      await tx.query(
        `UPDATE vocabulary SET question = 'el portátil' WHERE question = 'el ordenador'`,
      );
      const items = await searchSongs(tx, { q: 'portatiles', limit: 100, offset: 0 });
      const stale = await searchSongs(tx, { q: 'ordenador', limit: 100, offset: 0 });
      const cards = items.flatMap((item) => item.match?.cards ?? []);
      expect(cards.sort((a, b) => a.question.localeCompare(b.question))).toEqual([
        { question: 'der Computer', answer: 'el portátil' },
        { question: 'el portátil', answer: 'the computer' },
        { question: 'the computer', answer: 'el portátil' },
      ]);
      expect(stale.flatMap((item) => item.match?.cards ?? [])).toEqual([]);
      throw rolledBack;
    });
    await expect(found).rejects.toBe(rolledBack);
  });
});

describe('GET /api/content/search/suggestion', () => {
  const suggest = async (term: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/content/search/suggestion?q=${encodeURIComponent(term)}`,
      })
    ).json<SearchSuggestion>().suggestion;

  it('offers the closest catalogue word for a word it does not know', async () => {
    expect(await suggest('Geburztagg')).toBe('geburtstag');
    expect(await suggest('Pop Geburztagg')).toBe('Pop geburtstag');
  });

  it('offers nothing when every word is known or none is close', async () => {
    expect(await suggest('Technik')).toBeNull();
    expect(await suggest('Xylofon')).toBeNull();
    expect(await suggest("' OR 1=1")).toBeNull();
  });
});
