import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, where every package is a folder. */
export const repoRoot = path.resolve(__dirname, '../../..');

/**
 * `src/locales` of each package, and of each feature folder with texts of its own, loaded with its
 * code (`mf-review/src/me/locales`, `shared-player/src/gapGame/locales`, ...): every folder with an
 * `en.json`.
 */
export function localeDirs(): string[] {
  return readdirSync(repoRoot)
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
}

/** One language's texts of a locale folder, as written. */
export const readLocale = (dir: string, language: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'));

/** Every text of a locale file with its dotted key (`song.section.intro`). */
export function valuesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (!value || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    valuesOf(child, prefix ? `${prefix}.${key}` : key),
  );
}
