import { Worker } from 'node:worker_threads';

/** The worker compiles its TypeScript entry itself (tsx), so it starts alike under tsx and jest. */
const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(require('node:worker_threads').workerData.entry);`;

/** A worker thread running the TypeScript module `entry` (an absolute path). */
export function startTsWorker(entry: string, data: Record<string, unknown> = {}): Worker {
  return new Worker(bootstrap, { eval: true, workerData: { ...data, entry } });
}
