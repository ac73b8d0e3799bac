import { Worker } from 'node:worker_threads';

/** The worker compiles its TypeScript entry itself (tsx), so it starts alike under tsx and jest. */
const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(require('node:worker_threads').workerData.entry);`;

/** A worker thread running the TypeScript module `entry` (an absolute path). */
export function startTsWorker(entry: string, data: Record<string, unknown> = {}): Worker {
  return new Worker(bootstrap, { eval: true, workerData: { ...data, entry } });
}

/**
 * The one answer of a worker that computes something and posts it back (`{ error }` when it
 * failed), the worker ended after: test helpers that run what jest cannot load.
 */
export function workerAnswer<T extends object>(
  entry: string,
  data: Record<string, unknown>,
): Promise<T> {
  const worker = startTsWorker(entry, data);
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (message: T | { error: string }) => {
      if ('error' in message && typeof message.error === 'string') reject(new Error(message.error));
      else resolve(message as T);
    });
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}
