import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Builds a remote into `dist-next` with a build id, as a feature team's pipeline would. */
export function buildRemote(dir: string, buildId: string): string {
  const out = path.join(repoRoot, dir, 'dist-next');
  rmSync(out, { recursive: true, force: true });
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(repoRoot, dir),
    env: { ...process.env, BTB_BUILD_ID: buildId, BTB_OUT_DIR: 'dist-next' },
    stdio: 'ignore',
  });
  return out;
}

/** Puts `dist-next` live in place of `dist`; returns how to put the previous build back. */
export function swapInNextBuild(dir: string): () => void {
  const live = path.join(repoRoot, dir, 'dist');
  const next = path.join(repoRoot, dir, 'dist-next');
  const previous = path.join(repoRoot, dir, 'dist-previous');
  rmSync(previous, { recursive: true, force: true });
  renameSync(live, previous);
  renameSync(next, live);
  return () => {
    if (!existsSync(previous)) return;
    rmSync(live, { recursive: true, force: true });
    renameSync(previous, live);
  };
}

/**
 * Takes a remote's server entry away and changes its manifest (so the server loads it again, and
 * fails), as a broken server build would; returns how to put both back.
 */
export function breakServerEntry(dir: string): () => void {
  const dist = path.join(repoRoot, dir, 'dist');
  const entry = path.join(dist, 'server', 'remoteEntry.js');
  const aside = `${entry}.aside`;
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = readFileSync(manifestFile, 'utf8');
  // The build's compressed copies would still say the old text: set them aside with the entry.
  const copies = ['.br', '.gz'].map((ext) => `${manifestFile}${ext}`).filter(existsSync);
  renameSync(entry, aside);
  for (const copy of copies) renameSync(copy, `${copy}.aside`);
  writeFileSync(manifestFile, `${manifest}\n`);
  return () => {
    if (existsSync(aside)) renameSync(aside, entry);
    for (const copy of copies) if (existsSync(`${copy}.aside`)) renameSync(`${copy}.aside`, copy);
    writeFileSync(manifestFile, manifest);
  };
}
