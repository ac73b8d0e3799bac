/**
 * Child process of `startBuiltPageServer`: the shell's server build behind `sendShellPage`, with
 * kept pages, for the remote map given as its argument, on a free loopback port, which it prints
 * as one JSON line. A process of its own: the federation runtime for Node loads a remote with
 * dynamic `import()`, which Jest's module sandbox refuses.
 */
import type { RemoteMap } from '@btb/platform';
import { shellApp } from '@btb/platform';
import { distDir } from '@btb/platform/paths';
import { PageCache } from '../kept/pageCache';
import { loadRenderer } from '../loadRenderer';
import { shellPageServer } from './shellPageServer';

async function main() {
  const remotes = JSON.parse(process.argv[2] ?? '{}') as RemoteMap;
  const renderer = loadRenderer(distDir(shellApp));
  if (!renderer) throw new Error(`The shell in ${distDir(shellApp)} has no server build.`);
  const pages = new PageCache({ maxBytes: 8 * 1024 * 1024, freshMs: 60_000, staleMs: 60_000 });
  const server = await shellPageServer(() => ({ renderer, remotes, pages }));
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  console.log(JSON.stringify({ base: server.base }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
