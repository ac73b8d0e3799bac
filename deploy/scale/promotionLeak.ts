import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allApps, portEnv, remoteApps, remoteSamplePages, type SamplePage } from '@btb/platform';
import { distDir, testSuitesMediaDir } from '@btb/platform/paths';
import { releasesDirOf, stageRelease } from '@btb/registry/releaseFiles';
import { releaseFolderPath } from '@btb/shared-contract';
import type { HeapReading } from './heapProbe';
import { megabytes } from './memorySampler';
import { ProbedSiteProcess } from './probedSiteProcess';
import { variantBuild } from './variantBuild';

const cycles = Number(process.env.LEAK_CYCLES) || 10;
const basePort = Number(process.env.LEAK_BASE_PORT) || 5520;
/** Heap after the promotions may exceed the heap before by this share at most. */
const allowedGrowth = 0.1;
/**
 * Waited before each reading, for renders still finishing. (A shell built before its renders
 * released their stores, `releaseStoreWhenDone`, needs 65 000: RTK Query kept each for 60 s.)
 */
const settleMs = Number(process.env.LEAK_SETTLE_MS ?? 5000);
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));
const startedAt = Date.now();
const log = (line: string) =>
  console.log(`[leak ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);

type Releases = Record<string, string>;
/** The remotes cycled: every one with a build. */
const remotes = remoteApps.filter((remote) =>
  existsSync(path.join(distDir(remote), 'mf-manifest.json')),
);

/** A copy of a remote's build with one file more: a new release of the same code. */
function stageVariant(remote: (typeof remotes)[number], releasesDir: string, n: number): string {
  const build = variantBuild(remote, `leak check ${n} ${Date.now()}`);
  try {
    return stageRelease(build, releasesDir, remote.name, '0.0.0').id;
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}

async function registryCall(site: ProbedSiteProcess, token: string, url: string, body: object) {
  const response = await fetch(`${site.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** Whether the page's HTML was rendered on the server from `release` (its preload hints name it). */
async function renderedFrom(site: ProbedSiteProcess, page: SamplePage, release: string) {
  const html = await (await fetch(`${site.url}${page.path}`)).text();
  return html.includes(`${releaseFolderPath(page.name, release)}mf-manifest.json" crossorigin`);
}

/**
 * Requests each page until the server renders it from the release the map names now (a release's
 * first load may take longer than the render budget: that render is left to the browser).
 */
async function renderPages(site: ProbedSiteProcess, pages: SamplePage[], releases: Releases) {
  for (const page of pages) {
    const release = releases[page.name] as string;
    let rendered = false;
    for (let attempt = 0; attempt < 40 && !rendered; attempt += 1) {
      rendered = await renderedFrom(site, page, release);
      if (!rendered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!rendered) throw new Error(`${page.path} was never rendered from ${page.name} ${release}`);
  }
}

/** The stable release of each cycled remote now. */
async function stableReleases(site: ProbedSiteProcess, token: string): Promise<Releases> {
  const response = await fetch(`${site.url}/registry`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { channels } = (await response.json()) as {
    channels: { remote: string; stable: string | null }[];
  };
  return Object.fromEntries(channels.map((channel) => [channel.remote, channel.stable ?? '']));
}

/** The remote pages the server renders for an anonymous visitor (private ones are the browser's). */
async function serverRenderedPages(site: ProbedSiteProcess, stable: Releases) {
  const pages: SamplePage[] = [];
  for (const page of remoteSamplePages()) {
    if (!remotes.some((remote) => remote.name === page.name)) continue;
    const release = stable[page.name] as string;
    for (let attempt = 0; attempt < 3; attempt += 1)
      if (await renderedFrom(site, page, release)) {
        pages.push(page);
        break;
      }
  }
  return pages;
}

/** One promotion of a new release of every remote, its pages rendered, then the rollback. */
async function promoteAndRollBack(
  site: ProbedSiteProcess,
  context: { token: string; releasesDir: string; pages: SamplePage[]; stable: Releases },
  n: number,
) {
  const { token, pages, stable } = context;
  const promoted: Releases = {};
  for (const remote of remotes) {
    const release = stageVariant(remote, context.releasesDir, n);
    promoted[remote.name] = release;
    await registryCall(site, token, '/registry/releases', { remote: remote.name, release });
    const promotion = { remote: remote.name, release, channel: 'stable' };
    await registryCall(site, token, '/registry/promote', promotion);
  }
  await renderPages(site, pages, promoted);
  for (const remote of remotes)
    await registryCall(site, token, '/registry/rollback', { remote: remote.name });
  await renderPages(site, pages, stable);
}

const describe = (reading: HeapReading) =>
  `heap ${megabytes(reading.heapUsed)}, external ${megabytes(reading.external)}, rss ${megabytes(reading.rss)}`;

/** Starts the site on its own data folder (PGlite, or `DATABASE_URL`) and runs the cycles. */
async function run(work: string): Promise<boolean> {
  const token = randomBytes(16).toString('hex');
  const ports = Object.fromEntries(allApps.map((app, i) => [app.folder, basePort + i]));
  const site = new ProbedSiteProcess(
    {
      ...portEnv(ports),
      HOST: '127.0.0.1',
      PUBLIC_HOST: '127.0.0.1',
      DATA_DIR: work,
      MEDIA_DIR: process.env.MEDIA_DIR || testSuitesMediaDir,
      DEPLOY_TOKEN: token,
      SKIP_BUILD: '1',
    },
    `http://127.0.0.1:${basePort}`,
    path.join(work, 'site.log'),
  );
  log(`starting a site process on ${site.url} (log ${site.logFile})`);
  try {
    await site.start(180_000);
    const stable = await stableReleases(site, token);
    const pages = await serverRenderedPages(site, stable);
    log(`pages rendered on the server: ${pages.map((page) => page.path).join(' ')}`);
    const context = { token, releasesDir: releasesDirOf({}, work), pages, stable };
    // Twice before the heap is read: code run only on a promotion is compiled, and each remote
    // has as many releases loaded on the server as it keeps (two: stable and canary).
    for (const n of [-2, -1]) await promoteAndRollBack(site, context, n);
    const snapshots = process.env.LEAK_SNAPSHOTS === '1';
    await settle();
    if (snapshots) await site.snapshot(path.join(work, 'before.heapsnapshot'));
    const before = await site.heap();
    log(`before: ${describe(before)}`);
    for (let n = 1; n <= cycles; n += 1) {
      await promoteAndRollBack(site, context, n);
      log(
        `after ${n} promotion(s) and rollback(s) of ${remotes.length} remotes: ${describe(await site.heap())}`,
      );
    }
    await settle();
    if (snapshots) await site.snapshot(path.join(work, 'after.heapsnapshot'));
    const after = await site.heap();
    log(`after: ${describe(after)}`);
    const growth = after.heapUsed / before.heapUsed - 1;
    const held = growth <= allowedGrowth;
    log(
      `${held ? 'ok' : 'LEAK'}: heap ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)} (${(growth * 100).toFixed(1)} %, at most ${allowedGrowth * 100} %)`,
    );
    return held;
  } finally {
    log(`site stopped (exit ${await site.stop('SIGTERM')})`);
  }
}

/**
 * `npm run test:leak -w @btb/deploy`: ten promotions of a new release of every remote, each
 * followed by rendering their pages (so the server loads the new server entries) and a rollback,
 * leak nothing: the heap after a full collection grows by at most 10 %. Exits 1 otherwise.
 */
async function main(): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'btb-leak-data-'));
  try {
    return (await run(work)) ? 0 : 1;
  } finally {
    if (process.env.LEAK_KEEP_DATA !== '1') rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
