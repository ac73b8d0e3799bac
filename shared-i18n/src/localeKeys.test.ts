import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Every package ships `src/locales/en.json` and `de.json`; both must have the same keys. */
const repoRoot = path.resolve(__dirname, '../..');

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
  'shared-i18n': ['appName', 'languages.en', 'languages.de', 'pageTitle'],
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

// Pictographs, but not the typographic signs © ® ™ that belong in a text.
const emoji = /(?![©®™])\p{Extended_Pictographic}/u;

function valuesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (!value || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    valuesOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const keysOf = (value: unknown) => valuesOf(value).map(([key]) => key);

/**
 * `src/locales` of each package, and of each feature folder with texts of its own, loaded with its
 * code (`mf-review/src/me/locales`, `shared-player/src/gapGame/locales`, ...).
 */
const localeDirs = readdirSync(repoRoot)
  .flatMap((dir) => {
    const src = path.join(repoRoot, dir, 'src');
    const features = existsSync(src)
      ? readdirSync(src, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(src, entry.name, 'locales'))
      : [];
    return [path.join(src, 'locales'), ...features];
  })
  .filter((dir) => existsSync(path.join(dir, 'en.json')));

describe('locale files', () => {
  it('exist for the shell, the shared packages and every remote', () => {
    expect(localeDirs.length).toBeGreaterThanOrEqual(9);
  });

  it.each(localeDirs.map((dir) => [path.relative(repoRoot, dir), dir]))(
    '%s has identical English and German key sets',
    (_name, dir) => {
      const read = (lang: string) =>
        keysOf(JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8'))).sort();
      expect(read('de')).toEqual(read('en'));
    },
  );

  it.each(localeDirs.map((dir) => [path.relative(repoRoot, dir), dir]))(
    '%s has every German text translated',
    (name, dir) => {
      const read = (lang: string): unknown =>
        JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
      const german = new Map(valuesOf(read('de')));
      const allowed = [
        ...(sameInBothLanguages[name.split(path.sep)[0] ?? ''] ?? []),
        ...(sameInBothLanguages[name.split(path.sep).join('/')] ?? []),
      ];
      const untranslated = valuesOf(read('en'))
        .filter(([key, english]) => german.get(key) === english && !allowed.includes(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );

  // An emoji is decoration beside a text (aria-hidden), never part of it: a screen reader would
  // read its name, and a system without an emoji font shows a box instead of the meaning.
  it.each(localeDirs.map((dir) => [path.relative(repoRoot, dir), dir]))(
    '%s has no emoji inside a text',
    (_name, dir) => {
      for (const lang of ['en', 'de']) {
        const texts = valuesOf(JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
        const withEmoji = texts.filter(([, text]) => emoji.test(String(text)));
        expect(withEmoji).toEqual([]);
      }
    },
  );
});
