import { buildCatalogue, booksPerLevel, lessonsPerBook } from './buildCatalogue';

const catalogue = buildCatalogue(48);

describe('buildCatalogue', () => {
  it('has five subjects, levels A1–B1, 3 books per subject and level, 5 lessons per book', () => {
    expect(catalogue.subjects.map((s) => s.key)).toEqual([
      'DE_EN',
      'EN_DE',
      'DE_ES',
      'ES_EN',
      'EN_ES',
    ]);
    expect(catalogue.books).toHaveLength(5 * 3 * booksPerLevel);
    expect(catalogue.sequences).toHaveLength(5 * 3 * booksPerLevel * lessonsPerBook);
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

  it('teaches Spanish to English speakers: Spanish words, lyrics and titles, English meanings', () => {
    const greetings = catalogue.songs.find((s) => s.slug === 'ES_EN_A1_B01_L01');
    expect(greetings).toMatchObject({ language: 'es', primary_language: 'en' });
    expect(greetings?.lyrics).toContain('[Estribillo]');
    expect(greetings?.lyrics).toContain('hola – significa «hello»,');
    expect(greetings?.song_title_public).toMatch(/^Saludos /);
    expect(greetings?.sung_lines[0]?.translation).toBe('Today we sing of greetings, listen close,');
    const cards = catalogue.vocabulary.filter((v) => v.str_code === 'ES_EN_A1_B01_L01');
    expect(cards[0]).toMatchObject({ question: 'hola', answer: 'hello' });
    expect(catalogue.books.find((b) => b.intern_code === 'ES_EN_A1_B01')?.book_name).toBe(
      'Spanish A1 · Book 1: First steps',
    );
    expect(catalogue.playlists.find((p) => p.slug === 'learn-spanish')?.song_slugs).toHaveLength(
      45,
    );
  });

  it('teaches English to Spanish speakers, with the book names and meanings in Spanish', () => {
    const greetings = catalogue.songs.find((s) => s.slug === 'EN_ES_A1_B01_L01');
    expect(greetings).toMatchObject({ language: 'en', primary_language: 'es' });
    expect(greetings?.lyrics).toContain('hello – that is "hola",');
    expect(catalogue.books.find((b) => b.intern_code === 'EN_ES_A1_B01')?.book_name).toBe(
      'Inglés A1 · Libro 1: Primeros pasos',
    );
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
