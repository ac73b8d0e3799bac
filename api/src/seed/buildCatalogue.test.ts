import { buildCatalogue, booksPerLevel, lessonsPerBook } from './buildCatalogue';

const catalogue = buildCatalogue(48);

describe('buildCatalogue', () => {
  it('has three subjects, levels A1–B1, 3 books per subject and level, 5 lessons per book', () => {
    expect(catalogue.subjects.map((s) => s.key)).toEqual(['DE_EN', 'EN_DE', 'DE_ES']);
    expect(catalogue.books).toHaveLength(3 * 3 * booksPerLevel);
    expect(catalogue.sequences).toHaveLength(3 * 3 * booksPerLevel * lessonsPerBook);
    for (const lesson of catalogue.sequences)
      expect(lesson.str_code).toMatch(/^[A-Z]{2}_[A-Z]{2}_(A1|A2|B1)_B0[1-3]_L0[1-5]$/);
  });

  it('gives every lesson at least 8 cards, learning content and a song using its words', () => {
    for (const lesson of catalogue.sequences) {
      const cards = catalogue.vocabulary.filter((v) => v.str_code === lesson.str_code);
      expect(cards.length).toBeGreaterThanOrEqual(8);
      expect(new Set(cards.map((c) => c.question)).size).toBe(cards.length);
      expect(lesson.learning_content.length).toBeGreaterThan(50);
      const songs = catalogue.songs.filter((s) => s.str_code === lesson.str_code);
      expect(songs.length).toBeGreaterThanOrEqual(1);
      for (const card of cards) expect(songs[0]?.lyrics).toContain(card.question);
    }
  });

  it('restricts at least 10% of the songs and gives each one a preview', () => {
    const restricted = catalogue.songs.filter((s) => s.restricted);
    expect(restricted.length / catalogue.songs.length).toBeGreaterThanOrEqual(0.1);
    expect(restricted.every((s) => s.preview_name !== null)).toBe(true);
    expect(
      catalogue.songs.every((s) => s.genre && s.grade && s.language && s.creator && s.music_style),
    ).toBe(true);
  });

  it('is deterministic and has unique codes', () => {
    expect(buildCatalogue(48)).toEqual(catalogue);
    expect(new Set(catalogue.songs.map((s) => s.slug)).size).toBe(catalogue.songs.length);
    expect(catalogue.podcasts.length).toBeGreaterThan(0);
  });
});
