import type { HeapReading } from './heapProbe';
import { SiteProcess } from './siteProcess';

/**
 * One site process (`npm start`'s server) started with `--expose-gc` and the heap probe, so the
 * caller can read its memory after a full collection (`heap()`), over an IPC channel.
 */
export class ProbedSiteProcess extends SiteProcess {
  protected override readonly extraFlags = [
    '--expose-gc',
    '--import',
    './deploy/scale/heapProbe.ts',
  ];
  protected override readonly ipc = true;

  constructor(env: NodeJS.ProcessEnv, url: string, logFile: string) {
    super('the site', env, url, logFile);
  }

  /** Its memory after two full collections. */
  heap(): Promise<HeapReading> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('the site is not running'));
    return new Promise((resolve) => {
      child.once('message', (reading) => resolve(reading as HeapReading));
      child.send('heap');
    });
  }

  /** Writes a heap snapshot to `file` (after a full collection, as V8 does for one). */
  snapshot(file: string): Promise<void> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('the site is not running'));
    return new Promise((resolve) => {
      child.once('message', () => resolve());
      child.send({ snapshot: file });
    });
  }
}
