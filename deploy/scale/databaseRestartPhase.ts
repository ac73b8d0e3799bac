import { seededAccounts } from '@btb/api';
import type { PrivateCluster } from '@btb/database/testing/privateCluster';
import { loadThroughDatabaseRestart } from './databaseRestart';
import { databaseRestartRows } from './databaseRestartChecks';
import { missingAcknowledged, missingReviewLogs } from './scaleChecks';
import type { ScaleRow } from './scaleRow';
import type { SiteProcess } from './siteProcess';

export interface DatabaseRestartSetup {
  shellUrl: string;
  processes: SiteProcess[];
  metricsUrls: string[];
  songIds: number[];
  mediaSigningSecret: string;
  cluster: PrivateCluster;
  databaseUrl: string;
  log: (line: string) => void;
}

/**
 * Issue 72 point 1: the run's own PostgreSQL stopped for 10 s under a steady mixed load through
 * nginx and started again; what the learners got, what the operators see, and what was kept.
 */
export async function databaseRestartPhase(setup: DatabaseRestartSetup): Promise<ScaleRow[]> {
  const demo = seededAccounts[0];
  const phase = await loadThroughDatabaseRestart({
    ...setup,
    processUrl: (setup.processes[0] as SiteProcess).url,
    account: { email: demo.email, password: demo.password },
  });
  const missing =
    (await missingAcknowledged(setup.databaseUrl, phase.acknowledged)) +
    (await missingReviewLogs(setup.databaseUrl, phase.reviewIds));
  const metrics = await Promise.all(
    setup.metricsUrls.map(async (url) => (await fetch(url)).text()),
  );
  return databaseRestartRows({
    phase,
    missing,
    metrics,
    logFiles: setup.processes.map((p) => p.logFile),
  });
}
