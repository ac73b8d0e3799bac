import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loginLimits } from '@btb/api';
import { shellApp } from '@btb/platform';
import { repoRoot } from '@btb/platform/paths';
import { testSuitesMediaDir } from '@btb/platform/paths';
import { ensureBuilt } from '@btb/site-server/ensureBuilt';
import { reportScaleRows } from './reportScaleRows';
import { keptPagesRows, measureKeptPages } from './keptPagesLoad';
import { startScaleNginx } from './scaleNginx';
import { ensureNginx, hasBrotli } from './nginxServer';
import { hashedChunksOf } from './loadTools';
import { runMixedLoad } from './mixedLoad';
import { countPropagationMs, loginThrottleStatuses, missingAcknowledged } from './scaleChecks';
import { startPrivateCluster } from '@btb/database/testing/privateCluster';
import { startPrivateRedis } from '@btb/database/testing/privateRedis';
import { createOwnDatabase } from '@btb/database/testing/ownDatabase';
import { faultPhases } from './faultPhases';
import { songIdsOf } from './scaleDatabase';
import { origin, scaleLayout, siteEnv } from './scaleLayout';
import type { ScaleRow } from './scaleRow';
import { mountReleasesVolume } from './releasesVolume';
import { peakResident } from './residentMemory';
import { SiteProcess } from './siteProcess';

const startedAt = Date.now();
const log = (line: string) =>
  console.log(`[scale ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);
const seconds = Number(process.env.SCALE_SECONDS) || 60;
const connections = Number(process.env.SCALE_CONNECTIONS) || 100;
const basePort = Number(process.env.SCALE_BASE_PORT) || 5450;
const processCount = 3;
const pageSeconds = Number(process.env.SCALE_PAGE_SECONDS) || 10;
/** Login attempts one client may make on one account. */
const loginLimit = loginLimits.accountAndAddress.max;

/**
 * `npm run test:scale`: nginx in front of three site processes on PostgreSQL (a server of the run's
 * own, which it stops and starts) and Redis, a minute of mixed load through nginx while one process
 * is killed and another drained and both restarted, then what must hold across processes, kept
 * pages, then under load: PostgreSQL restarted and Redis lost (servers of the run's own), one
 * process slowed, the releases' disk filled. Prints a table; exits 1 on any miss.
 */
async function main(): Promise<number> {
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const runDir = path.join(repoRoot, '.data', `scale-${runId}`);
  const databaseName = `btb_scale_${runId}`;
  const redisPrefix = `btb-scale-${runId}:`;
  const secret = randomBytes(32).toString('hex');
  const layout = scaleLayout(basePort, processCount);
  const dataDir = path.join(repoRoot, '.data', 'scale-media');
  const shellUrl = origin(layout, layout.publicPorts[shellApp.folder] as number);
  mkdirSync(runDir, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [];
  try {
    ensureNginx(log);
    log(`nginx ready (brotli_static: ${hasBrotli() ? 'yes' : 'no, gzip_static only'})`);
    await ensureBuilt();
    const cluster = await startPrivateCluster(basePort + 45);
    cleanups.push(() => cluster.destroy());
    log(`PostgreSQL of this run's own on port ${cluster.port}`);
    const { url: databaseUrl } = await createOwnDatabase(cluster.url, databaseName);
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.kill());
    const redisUrl = redis.url;
    const releases = mountReleasesVolume(runDir);
    cleanups.push(async () => releases.unmount());
    log(
      `releases on ${releases.notMounted ? `a plain folder (${releases.notMounted})` : 'a tmpfs'}`,
    );

    const processes = layout.processPorts.map(
      (ports, i) =>
        new SiteProcess(
          `process ${i + 1}`,
          {
            ...siteEnv(layout, ports),
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            REDIS_KEY_PREFIX: redisPrefix,
            METRICS_PORT: String(layout.metricsPorts[i]),
            TRUST_PROXY: 'loopback',
            MEDIA_SIGNING_SECRET: secret,
            DATA_DIR: dataDir,
            RELEASES_DIR: releases.dir,
            MEDIA_DIR: testSuitesMediaDir,
            SKIP_BUILD: '1',
            LOG_LEVEL: 'warn',
          },
          origin(layout, ports[shellApp.folder] as number),
          path.join(runDir, `process-${i + 1}.log`),
        ),
    );
    cleanups.push(async () => {
      await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    });
    const startingAt = Date.now();
    await Promise.all(processes.map((p) => p.start(180_000)));
    log(`3 processes ready in ${Date.now() - startingAt} ms (migrations and seed ran once)`);

    const nginx = await startScaleNginx({
      layout,
      runDir,
      releasesDir: releases.dir,
      probeUrl: `${shellUrl}/remotes.json`,
    });
    cleanups.push(() => nginx.stop());

    const songIds = await songIdsOf(databaseUrl);

    log(`${seconds} s of mixed load at ${connections} connections through nginx...`);
    const [killed, drained] = [processes[0] as SiteProcess, processes[1] as SiteProcess];
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, seconds * 250));
      log('SIGKILL process 1, then restart');
      await killed.stop('SIGKILL');
      await killed.start();
      log('process 1 back');
      await new Promise((resolve) => setTimeout(resolve, seconds * 100));
      log('SIGTERM process 2 (drain), then restart');
      const drainStarted = Date.now();
      const code = await drained.stop('SIGTERM');
      const drainMs = Date.now() - drainStarted;
      await drained.start();
      log(`process 2 drained (exit ${code}, ${drainMs} ms) and back`);
      return { code, drainMs };
    })();
    const { result: load, peakMb } = await peakResident(
      processes,
      runMixedLoad({
        shellUrl,
        remoteUrls: Object.fromEntries(
          Object.entries(layout.publicPorts).map(([dir, port]) => [dir, origin(layout, port)]),
        ),
        songIds,
        mediaSigningSecret: secret,
        connections,
        seconds,
      }),
    );
    const drain = await chaos;
    const residentFigure = Object.entries(peakMb)
      .map(([name, mb]) => `${name} ${Math.round(mb)} MB`)
      .join(', ');

    const processUrls = processes.map((p) => p.url);
    const missing = await missingAcknowledged(databaseUrl, load.posts.acknowledged);
    const logins = await loginThrottleStatuses(processUrls, shellUrl, loginLimit + 1);
    const propagation = await countPropagationMs(processUrls, shellUrl, songIds[0] ?? 1, secret);
    const metrics = await fetch(`http://127.0.0.1:${layout.metricsPorts[2]}/metrics`);
    const metricsText = await metrics.text();
    log(`kept pages through nginx for ${pageSeconds} s at 10, then 100 connections...`);
    const kept = await measureKeptPages({
      shellUrl,
      staticUrl: `${origin(layout, layout.publicPorts['mf-search'] as number)}/${hashedChunksOf('mf-search')[0]}`,
      songIds,
      seconds: pageSeconds,
    });
    const faults = await faultPhases({
      shellUrl,
      processes,
      metricsUrls: layout.metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`),
      songIds,
      mediaSigningSecret: secret,
      cluster,
      redis,
      databaseUrl,
      loginBounds: { shared: loginLimit, perProcess: loginLimits.accountAndAddress.perProcessMax },
      slow: nginx,
      releases: {
        volume: releases,
        remoteOrigin: origin(layout, layout.publicPorts['mf-search'] as number),
      },
      log,
    });

    const rows: ScaleRow[] = [
      {
        check: 'GET requests through nginx',
        measured: `${load.gets.total} (p99 ${load.gets.p99} ms), failed ${load.gets.failed}: ${JSON.stringify(load.gets.statuses)} ${load.gets.examples.join(', ')}`,
        goal: '0 failed',
        ok: load.gets.total > 0 && load.gets.failed === 0,
      },
      {
        check: 'likes/plays answered as counted, found in the database',
        measured: `${load.posts.acknowledged.length - missing} of ${load.posts.acknowledged.length} (${load.posts.total} sent)`,
        goal: 'all',
        ok: load.posts.acknowledged.length > 0 && missing === 0,
      },
      {
        check: 'SIGKILL + restart, SIGTERM drain + restart',
        measured: `process 1 started ${killed.starts}x; process 2 exit ${drain.code} after ${drain.drainMs} ms, started ${drained.starts}x`,
        goal: 'drain exits 0',
        ok: drain.code === 0 && killed.starts === 2 && drained.starts === 2,
      },
      {
        check: `login attempts spread over ${processCount} processes`,
        measured: logins.join(' '),
        goal: `${loginLimit} × 401, then 429`,
        ok:
          logins.slice(0, loginLimit).every((status) => status === 401) &&
          logins[loginLimit] === 429,
      },
      {
        check: 'a like through process 1 seen through the others',
        measured: `${propagation} ms`,
        goal: '≤ 1000 ms',
        ok: propagation <= 1000,
      },
      {
        check: 'metrics on their own port',
        measured: `HTTP ${metrics.status}`,
        goal: 'request histogram, pool, cache',
        ok:
          metrics.status === 200 &&
          [
            'http_request_duration_seconds',
            'db_pool_connections',
            'response_cache_hits_total',
          ].every((name) => metricsText.includes(name)),
      },
      {
        check: `resident memory per process under the mixed load`,
        measured: residentFigure,
        figure: `${residentFigure} (${connections} connections, ${seconds} s)`,
        goal: '< 512 MB at its peak',
        ok: Object.values(peakMb).every((mb) => mb < 512),
      },
      ...keptPagesRows(kept),
      ...faults,
    ];
    const misses = reportScaleRows(rows, nginx.accessLog);
    return misses === 0 ? 0 : 1;
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    if (process.env.SCALE_KEEP_LOGS !== '1') rmSync(runDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `[scale] could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
