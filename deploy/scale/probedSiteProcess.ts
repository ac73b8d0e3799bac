import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { repoRoot } from '@btb/platform/paths';
import { siteNodeFlags } from '@btb/site-server/heapLimit';
import type { HeapReading } from './heapProbe';
import { waitFor } from './waitFor';

/**
 * One site process (`npm start`'s server) started with `--expose-gc` and the heap probe, so the
 * caller can read its memory after a full collection (`heap()`), over an IPC channel.
 */
export class ProbedSiteProcess {
  private child: ChildProcess | null = null;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    /** Its shell origin, e.g. http://127.0.0.1:5520. */
    readonly url: string,
    readonly logFile: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 180_000): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const probe = ['--expose-gc', '--import', 'tsx', '--import', './deploy/scale/heapProbe.ts'];
    const args = [...siteNodeFlags, ...probe];
    const child = spawn(process.execPath, [...args, 'site-server/src/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', log, log, 'ipc'],
    });
    this.child = child;
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the site exited; see ${this.logFile}`);
        return (await fetch(`${this.url}/api/ready`)).status === 200;
      },
      timeoutMs,
      `the site to be ready (log: ${this.logFile})`,
    );
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

  /** SIGTERM (the drain), resolving with the exit code. */
  stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  }
}
