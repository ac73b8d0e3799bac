import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@btb/platform/paths';
import { siteNodeFlags } from '@btb/site-server/heapLimit';
import { waitFor } from './waitFor';

/** One Node process of the site (`npm start`'s server: API, `/remotes.json`, page renders). */
export class SiteProcess {
  protected child: ChildProcess | null = null;
  /** Node flags after tsx's loader (so a probe may be TypeScript): a subclass adds them. */
  protected readonly extraFlags: string[] = [];
  /** An IPC channel to the process, for a subclass that talks to it. */
  protected readonly ipc: boolean = false;
  starts = 0;

  constructor(
    readonly name: string,
    private readonly env: NodeJS.ProcessEnv,
    /** The process's shell origin, e.g. http://127.0.0.1:5460. */
    readonly url: string,
    readonly logFile: string,
  ) {}

  /** The running process's id (a restart gives a new one). */
  pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it (node with tsx's loader, one process, so signals reach the server itself). */
  async start(timeoutMs = 90_000): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const args = [...siteNodeFlags, '--import', 'tsx', ...this.extraFlags];
    this.child = spawn(process.execPath, [...args, 'site-server/src/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env },
      stdio: this.ipc ? ['ignore', log, log, 'ipc'] : ['ignore', log, log],
    });
    this.starts += 1;
    const child = this.child;
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.name} exited; see ${this.logFile}`);
        return (await fetch(`${this.url}/api/ready`)).status === 200;
      },
      timeoutMs,
      `${this.name} to be ready (log: ${path.relative(repoRoot, this.logFile)})`,
    );
  }

  /** Sends `signal` and resolves when the process has exited, with its exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  }
}
