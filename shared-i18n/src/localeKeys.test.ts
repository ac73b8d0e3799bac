import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Every package ships `src/locales/en.json` and `de.json`; both must have the same keys. */
const repoRoot = path.resolve(__dirname, '../..');

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const localeDirs = readdirSync(repoRoot)
  .map((dir) => path.join(repoRoot, dir, 'src', 'locales'))
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
});
