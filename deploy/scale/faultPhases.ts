import { seededAccounts } from '@btb/api';
import type { PrivateCluster } from '@btb/database/testing/privateCluster';
import type { PrivateRedis } from '@btb/database/testing/privateRedis';
import { databaseRestartRows } from './databaseRestartChecks';
import { loadThroughOutage, type Fault, type OutagePhase } from './outageLoad';
import { redisLossRows } from './redisLossChecks';
import { loginThrottleStatuses, missingAcknowledged, missingReviewLogs } from './scaleChecks';
import type { ScaleRow } from './scaleRow';
import { diskFullRows } from './diskFullChecks';
import { releasesDiskFull } from './releasesDiskFull';
import type { ReleasesVolume } from './releasesVolume';
import { slowProcessRows } from './slowProcessChecks';
import { slowProcessFault, type SlowProcessSetup } from './slowProcessPhase';
import type { SiteProcess } from './siteProcess';

export interface FaultSetup {
  shellUrl: string;
  processes: SiteProcess[];
  metricsUrls: string[];
  songIds: number[];
  mediaSigningSecret: string;
  cluster: PrivateCluster;
  redis: PrivateRedis;
  databaseUrl: string;
  /** The login bounds: one client on one account, shared and per process while Redis is away. */
  loginBounds: { shared: number; perProcess: number };
  /** The proxy that turns the last process slow, and nginx's access log. */
  slow: SlowProcessSetup;
  /** The releases' small file system, and a remote's origin to ask for a release through. */
  releases: { volume: ReleasesVolume; remoteOrigin: string };
  log: (line: string) => void;
}

/**
 * Issue 72: under a steady mixed load through nginx, the run's own PostgreSQL stopped for 10 s
 * and started again, then its own Redis killed for 10 s and started again (empty), then one
 * process answering 300 ms late for 10 s, then the releases' disk full for 10 s: what the learners
 * got, what the operators see, and what was kept.
 */
export async function faultPhases(setup: FaultSetup): Promise<ScaleRow[]> {
  const [demo, premium] = seededAccounts;
  const processUrls = setup.processes.map((p) => p.url);
  const target = {
    ...setup,
    processUrl: processUrls[0] as string,
    account: { email: demo.email, password: demo.password },
    loginAccount: { email: premium.email, password: premium.password },
  };
  const readMetrics = () =>
    Promise.all(setup.metricsUrls.map(async (url) => (await fetch(url)).text()));
  const evidence = async (phase: OutagePhase) => ({
    phase,
    missing:
      (await missingAcknowledged(setup.databaseUrl, phase.acknowledged)) +
      (await missingReviewLogs(setup.databaseUrl, phase.reviewIds)),
    metrics: await readMetrics(),
    logFiles: setup.processes.map((p) => p.logFile),
  });
  const postgres: Fault = {
    name: 'PostgreSQL stopped (pg_ctl stop -m fast)',
    stop: () => setup.cluster.stop(),
    start: () => setup.cluster.start(),
  };
  const restart = await loadThroughOutage(target, postgres, async () => null);
  const rows = databaseRestartRows(await evidence(restart));

  const redis: Fault = {
    name: 'Redis killed (SIGKILL)',
    stop: () => setup.redis.kill(),
    start: () => setup.redis.start(),
  };
  const { shared, perProcess } = setup.loginBounds;
  const lost = await loadThroughOutage(target, redis, () =>
    loginThrottleStatuses(processUrls.slice(0, 1), setup.shellUrl, perProcess + 1),
  );
  const loginsAfter = await loginThrottleStatuses(processUrls, setup.shellUrl, shared + 1);

  const slow = slowProcessFault(setup.slow);
  const slowed = await loadThroughOutage(target, slow.fault, slow.whileSlow);

  const { volume, remoteOrigin } = setup.releases;
  const full = releasesDiskFull(volume, remoteOrigin, readMetrics);
  const filled = await loadThroughOutage(target, full.fault, full.whileFull);
  const after = await full.afterwards();
  return [
    ...rows,
    ...redisLossRows({
      ...(await evidence(lost)),
      loginsWhileAway: lost.meanwhile,
      loginsAfter,
      bounds: setup.loginBounds,
    }),
    ...slowProcessRows({
      ...(await evidence(slowed)),
      toSlow: slow.toSlow(),
      watched: await slow.watched(slowed.meanwhile),
    }),
    ...diskFullRows({
      ...(await evidence(filled)),
      releasesDir: volume.dir,
      notMounted: volume.notMounted,
      whileFull: filled.meanwhile,
      after,
    }),
  ];
}
