import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portEnv, remoteApps, shellApp } from '@btb/platform';
import { generateNginxSite, proxyTo, upstreamBlock } from '@btb/deploy/generateNginxConfig';
import { platformApps } from '@btb/deploy/platformApps';
import { ensureNginx, hasBrotli, startNginx } from '@btb/deploy/nginxServer';
import { contentHashed } from '@btb/site-server/cacheHeaders';
import { distDir } from '@btb/platform/paths';
import { loadSiteConfig } from '@btb/site-server/siteConfig';
import { searchTerms } from '../api/apiLoadInputs';
import { benchApiEnv, prepareBenchCatalogue, songIds } from '../api/benchDatabase';
import { cannon, pick, seeded, type LoadResult } from '../api/cannon';
import { startServerProcess, type ServerProcess } from '../api/serverProcess';
import {
  dataDir,
  nginxHelloPort,
  ports,
  scaleApiPorts,
  scaleHelloPort,
  scratchDir,
} from '../config';
import { startBenchSite } from '../site/startBenchSite';

/** One row of the scale table: N API processes behind nginx next to hello-world behind it. */
export interface ScaleStep {
  processes: number;
  /** The machine's 1-minute load average when the step began (other work on it shows here). */
  loadAverage: number;
  api: LoadResult;
  hello: LoadResult;
}

export interface ScaleReport {
  songs: number;
  steps: ScaleStep[];
  /** A hashed chunk of a remote, asked with `accept-encoding: br`, from nginx and from site-server. */
  staticAsset: { path: string; nginx: LoadResult; siteServer: LoadResult };
}

const log = (line: string) => console.log(`[bench] ${line}`);

/** hello-world behind the same nginx, proxied exactly as the API is. */
const helloServer = (helloAddress: string) => `${upstreamBlock('bench_hello', [helloAddress])}

server {
  listen ${nginxHelloPort};
  location / {
${proxyTo('bench_hello', '    ')}
  }
}`;

/**
 * Issue 19's figures: the API's cached reads through nginx with 1, 2 and 3 API processes on
 * PostgreSQL (100,000 songs), each beside a bare Fastify hello-world behind the same nginx (the
 * ratio is the figure: two cores limit how far more processes can go), then one static file from
 * nginx and from `npm start`'s site-server.
 */
export async function measureScaleLoad(
  loadSeconds: number,
  skipBuild: boolean,
): Promise<ScaleReport> {
  ensureNginx(log);
  const catalogue = await prepareBenchCatalogue('PostgreSQL');
  const ids = await songIds('PostgreSQL');
  const env = benchApiEnv('PostgreSQL');
  const site = loadSiteConfig({ ...portEnv(ports), PUBLIC_HOST: '127.0.0.1' });
  const shellUrl = `http://127.0.0.1:${site.ports[shellApp.folder]}`;
  const search = remoteApps.find((app) => app.folder === 'mf-search');
  const chunk = search
    ? readdirSync(distDir(search)).find((file) => contentHashed.test(file))
    : undefined;
  if (!search || !chunk) throw new Error('mf-search has no build: run `npm run build` first');
  const assetUrl = `http://127.0.0.1:${site.ports[search.folder]}`;
  const assetPath = `/${chunk}`;
  const brHeaders = { 'accept-encoding': 'gzip, deflate, br' };

  const random = seeded(19);
  const popular = ids.slice(0, 1000);
  const reads = [
    () => '/api/playlists',
    () => `/api/song/${pick(popular, random)}`,
    () => `/api/content/search?q=${encodeURIComponent(pick(searchTerms, random))}`,
    () => '/api/hero-slides?language=en',
    () => '/api/faqs?language=en',
    () => '/api/book-overview/DE_EN',
  ];
  const mix = () => pick(reads, random)();

  const processes: ServerProcess[] = [];
  try {
    for (const port of scaleApiPorts)
      processes.push(await startServerProcess('apiServer.ts', port, env));
    processes.push(await startServerProcess('helloServer.ts', scaleHelloPort, env));
    const steps: ScaleStep[] = [];
    let nginxAsset: LoadResult | null = null;
    for (let count = 1; count <= scaleApiPorts.length; count += 1) {
      const upstreams = scaleApiPorts.slice(0, count).map((port) => `127.0.0.1:${port}`);
      const config = generateNginxSite({
        site,
        apps: platformApps(),
        upstreams,
        releasesDir: path.join(dataDir, 'releases'),
        brotli: hasBrotli(),
      });
      const nginx = await startNginx(
        path.join(scratchDir, `nginx-${count}`),
        `${config}\n${helloServer(`127.0.0.1:${scaleHelloPort}`)}`,
        `${shellUrl}/api/health`,
      );
      try {
        const run = (name: string, url: string, paths: () => string, seconds = loadSeconds) =>
          cannon({ name, url, connections: 100, seconds, paths, headers: brHeaders });
        const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
        // Warm each process's response cache and JIT through nginx before measuring.
        await run('warm-up', shellUrl, mix, 3);
        const hello = await run(
          'hello-world behind nginx',
          `http://127.0.0.1:${nginxHelloPort}`,
          () => '/',
        );
        const api = await run(`cached reads, ${count} API process(es)`, shellUrl, mix);
        steps.push({ processes: count, loadAverage, api, hello });
        if (count === scaleApiPorts.length)
          nginxAsset = await run('static asset from nginx', assetUrl, () => assetPath);
      } finally {
        await nginx.stop();
      }
    }
    for (const server of processes.splice(0)) await server.stop();

    log('starting npm start for the same file from site-server');
    const siteServer = await startBenchSite(skipBuild);
    let siteAsset: LoadResult;
    try {
      siteAsset = await cannon({
        name: 'static asset from site-server',
        url: assetUrl,
        connections: 100,
        seconds: loadSeconds,
        paths: () => assetPath,
        headers: brHeaders,
      });
    } finally {
      await siteServer.stop();
    }
    return {
      songs: catalogue.songs,
      steps,
      staticAsset: { path: assetPath, nginx: nginxAsset as LoadResult, siteServer: siteAsset },
    };
  } finally {
    for (const server of processes) await server.stop().catch(() => undefined);
  }
}
