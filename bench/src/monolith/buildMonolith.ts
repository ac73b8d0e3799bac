import path from 'node:path';
import { repoRoot, scratchDir } from '../config';
import { timedCommand, type TimedRun } from '../build/timedCommand';

export const monolithDir = path.join(scratchDir, 'monolith');

/** Builds the non-federated comparison bundle into the scratch folder. */
export function buildMonolith(): Promise<TimedRun> {
  return timedCommand(
    'npx',
    ['webpack', '--config', path.join(__dirname, 'webpack.config.cjs'), '--mode', 'production'],
    { cwd: repoRoot, env: { BTB_MONOLITH_OUT: monolithDir } },
  );
}
