import path from 'node:path';
import { localeDirs, readLocale, repoRoot, valuesOf } from './testing/localeFiles';

/**
 * Every package ships `src/locales/en.json`, `de.json` and `es.json`; all must have the same keys (Spanish
 * adds the `_many` plural form beside `_one` and `_other`) and every text translated.
 */

/**
 * German values that may equal the English ones, by package (its `src/locales`) or feature folder:
 * names, loan words German uses as they are (Test, Quiz, Genre, Sport, Likes, Podcast-Info) and
 * texts made only of placeholders and signs.
 * Any other German value equal to its English one is an untranslated text.
 */
const sameInBothLanguages: Record<string, readonly string[]> = {
  'mf-calculator': ['timeCalculator.activities.sport'],
  'mf-home': ['hero.quiz', 'card.seconds'],
  'mf-learning-plan': ['bookOverview.codeLabel'],
  'mf-quiz': ['quiz.title', 'quiz.titleWithSequence', 'card.position', 'result.score'],
  'mf-search': [
    'search.test',
    'filters.genre',
    'results.caption',
    'results.columns.genre',
    'results.columns.likes',
  ],
  // Bridge, Intro and Outro are German words too; the style summary is a genre and a tempo.
  'mf-song': [
    'song.label',
    'song.genre',
    'song.podcastInfo',
    'song.podcastTrackTitle',
    'song.section.bridge',
    'song.section.intro',
    'song.section.outro',
    'song.style.summary',
  ],
  'shared-i18n': ['appName', 'languages.en', 'languages.de', 'languages.es', 'pageTitle'],
  // "Playlist" and "Song" are German words too; the speed is a number and a sign, the arrow keys
  // arrows.
  'shared-player': [
    'speedValue',
    'shortcuts.arrowKeys',
    'source.playlist',
    'source.song',
    'offline.kind.song',
    'offline.kind.playlist',
  ],
  'shared-frame': ['footer.test'],
  // A feature folder's own texts: the nav button shows the pair's language codes only.
  'shell/src/learningPair/locales': ['navButtonChosen'],
  'shell/src/privacy/locales': ['storage.cookie'],
};

/**
 * Spanish values that may equal the English ones: names, words Spanish uses as they are (Test,
 * Error, Intro, Outro) and texts made only of placeholders, numbers and signs.
 */
const sameInSpanish: Record<string, readonly string[]> = {
  'mf-calculator': [
    'timeCalculator.units.minutes',
    'timeCalculator.units.hours',
    'timeCalculator.copy.failedTitle',
    'timeCalculator.copy.text.activity',
  ],
  'mf-home': ['card.seconds'],
  'mf-quiz': ['card.position', 'result.score'],
  'mf-search': ['search.test', 'results.errorTitle'],
  'mf-song': [
    'song.copyFailedTitle',
    'song.section.intro',
    'song.section.outro',
    'song.style.summary',
  ],
  'shared-i18n': ['appName', 'languages.en', 'languages.de', 'languages.es', 'pageTitle'],
  'shared-player': ['speedValue', 'shortcuts.arrowKeys', 'learn.sleepMinutes'],
  'shared-frame': ['footer.test', 'impressum.country'],
  'shell/src/privacy/locales': ['storage.cookie'],
};

/** The languages besides English, each with the values it may share with English. */
const translations = [
  ['de', sameInBothLanguages],
  ['es', sameInSpanish],
] as const;

/** A key as English names it: Spanish's extra plural form `x_many` stands for English's `x_other`. */
const asEnglishKey = (key: string) => key.replace(/_many$/, '_other');

// Pictographs, but not the typographic signs © ® ™ that belong in a text.
const emoji = /(?![©®™])\p{Extended_Pictographic}/u;

const keysOf = (value: unknown) => valuesOf(value).map(([key]) => key);

const localeFolders = localeDirs();

describe('locale files', () => {
  it('exist for the shell, the shared packages and every remote', () => {
    expect(localeFolders.length).toBeGreaterThanOrEqual(9);
  });

  const cases = localeFolders.flatMap((dir) =>
    translations.map(([lang, same]) => [path.relative(repoRoot, dir), lang, dir, same] as const),
  );

  it.each(cases)('%s has the English key set in %s', (_name, lang, dir) => {
    const english = keysOf(readLocale(dir, 'en')).sort();
    const translated = keysOf(readLocale(dir, lang));
    expect([...new Set(translated.map(asEnglishKey))].sort()).toEqual(english);
    // Spanish has three plural forms: each count text has its `_many` beside `_other`.
    if (lang === 'es') {
      const many = translated.filter((key) => key.endsWith('_many')).map(asEnglishKey);
      expect(many.sort()).toEqual(english.filter((key) => key.endsWith('_other')));
    }
  });

  it.each(cases)('%s has every text translated into %s', (name, lang, dir, same) => {
    const translated = new Map(valuesOf(readLocale(dir, lang)));
    const allowed = [
      ...(same[name.split(path.sep)[0] ?? ''] ?? []),
      ...(same[name.split(path.sep).join('/')] ?? []),
    ];
    const untranslated = valuesOf(readLocale(dir, 'en'))
      .filter(([key, english]) => translated.get(key) === english && !allowed.includes(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(cases)('%s keeps every placeholder in %s', (_name, lang, dir) => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    const translated = new Map(valuesOf(readLocale(dir, lang)));
    const lost = valuesOf(readLocale(dir, 'en')).filter(
      ([key, english]) =>
        JSON.stringify(placeholders(translated.get(key))) !== JSON.stringify(placeholders(english)),
    );
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  // An emoji is decoration beside a text (aria-hidden), never part of it: a screen reader would
  // read its name, and a system without an emoji font shows a box instead of the meaning.
  it.each(localeFolders.map((dir) => [path.relative(repoRoot, dir), dir]))(
    '%s has no emoji inside a text',
    (_name, dir) => {
      for (const lang of ['en', 'de', 'es']) {
        const texts = valuesOf(readLocale(dir, lang));
        const withEmoji = texts.filter(([, text]) => emoji.test(String(text)));
        expect(withEmoji).toEqual([]);
      }
    },
  );
});
