import { readFileSync } from 'node:fs';
import path from 'node:path';

// `npm start` and every tool run on the Node version the root package names: `engines` and
// `.nvmrc` must not promise an older Node than a tool needs (lerna 9 needs 20.19).
const repoRoot = path.resolve(__dirname, '../..');

interface PackageJson {
  engines?: { node?: string };
  devDependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const root = readJson(path.join(repoRoot, 'package.json'));

type Version = [number, number, number];

/** The lowest version a range names, e.g. "^20.19.0 || >=22" → 20.19.0. */
function lowestVersion(range: string): Version {
  const versions = [...range.matchAll(/(\d+)(?:\.(\d+))?(?:\.(\d+))?/g)].map((match): Version => [
    Number(match[1]),
    Number(match[2] ?? 0),
    Number(match[3] ?? 0),
  ]);
  const [lowest] = versions.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  if (!lowest) throw new Error(`No version in "${range}".`);
  return lowest;
}

const notBelow = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

describe('the Node version the repository names', () => {
  const rootLowest = lowestVersion(root.engines?.node ?? '');

  it.each(Object.keys(root.devDependencies ?? {}))('is enough for %s', (tool) => {
    const needed = readJson(path.join(repoRoot, 'node_modules', tool, 'package.json')).engines
      ?.node;
    if (!needed) return;
    expect(notBelow(rootLowest, lowestVersion(needed))).toBeGreaterThanOrEqual(0);
  });

  it('is the one .nvmrc names', () => {
    const nvmrc = readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim();
    expect(lowestVersion(nvmrc)).toEqual(rootLowest);
  });
});
