import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, shellPort } from '../config';

export interface RedeployHeap {
  /** Renders (of redeploys + 1) that had the remote's page rendered on the server. */
  rendered: number;
  samples: { redeploys: number; heapMb: number }[];
}

/**
 * The server renderer's heap across 50 redeploys of a remote (each one loads the remote again in
 * the same process), after a full GC at each sample: it must level off, not grow with each release.
 * Runs in a child process with `--expose-gc` against the built shell and mf-calculator.
 */
export function measureRedeployHeap(redeploys = 50): RedeployHeap {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const output = execFileSync(
    tsx,
    [path.join(__dirname, 'redeployHeapRun.ts'), String(shellPort + 90), String(redeploys)],
    { cwd: repoRoot, env: { ...process.env, NODE_OPTIONS: '--expose-gc' }, encoding: 'utf8' },
  );
  const last = output.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last) as RedeployHeap;
}
