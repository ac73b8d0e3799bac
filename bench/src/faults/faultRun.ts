import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ScaleRow } from '@btb/deploy/scaleRow';
import { faultsBasePort, repoRoot, scratchDir } from '../config';

/** What `npm run test:scale` found: every row of its table, and whether it passed. */
export interface FaultReport {
  rows: ScaleRow[];
  passed: boolean;
}

/**
 * Issue 72's figures: one run of `npm run test:scale` (nginx, three processes, PostgreSQL and
 * Redis of its own: a minute of mixed load with processes killed and drained, then PostgreSQL
 * stopped, Redis killed and one process slowed, each under load), its rows read back.
 */
export function measureFaults(): FaultReport {
  mkdirSync(scratchDir, { recursive: true });
  const results = path.join(scratchDir, 'faults.json');
  rmSync(results, { force: true });
  const run = spawnSync('npm', ['run', 'test:scale'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The load for the memory figure: 200 connections (CI's run uses 100).
    env: {
      SCALE_CONNECTIONS: '200',
      ...process.env,
      SCALE_RESULTS: results,
      SCALE_BASE_PORT: String(faultsBasePort),
    },
  });
  if (!existsSync(results))
    throw new Error(`npm run test:scale wrote no results (exit ${run.status ?? run.signal})`);
  return {
    rows: JSON.parse(readFileSync(results, 'utf8')) as ScaleRow[],
    passed: run.status === 0,
  };
}
