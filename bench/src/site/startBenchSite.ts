import { spawn } from 'node:child_process';
import { portEnv } from '@btb/platform';
import { dataDir, ports, siteRoot } from '../config';
import { RssSampler, type RssSummary } from './RssSampler';

export interface BenchSite {
  pid: number;
  /** Seconds from spawn until the site answered (includes builds of stale apps). */
  startSeconds: number;
  startupLog: string;
  stop(): Promise<{ startupPeakMb: number; servingRss: RssSummary }>;
}

/**
 * Which checkout to serve, on which ports, with which data folder. The bench serves one tree, so
 * each defaults to config.ts; the paired comparison serves two side by side, each on its own.
 */
export interface BenchSiteTarget {
  root: string;
  /** Each app's port by folder, as `portsFrom(base)` gives them. */
  ports: Record<string, number>;
  dataDir: string;
}

const upLine = /Beat to Breakthrough is up/;
/** A first start builds every app, then sings the catalogue: up to about 20 minutes here. */
const startTimeoutMs = 30 * 60_000;

/** `npm start` of the measured tree on the bench's port block and data folder, in its own process group. */
export function startBenchSite(
  skipBuild = false,
  target: Partial<BenchSiteTarget> = {},
): Promise<BenchSite> {
  const { root = siteRoot, dataDir: siteDataDir = dataDir } = target;
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...portEnv(target.ports ?? ports),
      DATA_DIR: siteDataDir,
      DATABASE_URL: '',
      ...(skipBuild ? { SKIP_BUILD: '1' } : {}),
    },
  });
  const pid = child.pid as number;
  // The site runs in its own process group; never leave it behind if the bench itself ends early.
  const cleanup = () => killGroup(pid, 'SIGKILL');
  process.once('exit', cleanup);
  const startup = new RssSampler(pid);
  let log = '';
  let up = false;
  let stopping = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('npm start did not come up in time')),
      startTimeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      startup.stop();
      killGroup(pid);
      reject(new Error(`${error.message}\n${log.slice(-2000)}`));
    };
    child.on('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
    const onData = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      if (!upLine.test(log) || up) return;
      up = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.on('exit', (code, signal) => {
        if (!stopping)
          console.error(`[bench] npm start exited early (${code ?? signal})\n${log.slice(-1500)}`);
      });
      const startupPeakMb = startup.stop().maxMb;
      const serving = new RssSampler(pid);
      resolve({
        pid,
        startSeconds: (Date.now() - started) / 1000,
        startupLog: log,
        async stop() {
          stopping = true;
          process.off('exit', cleanup);
          const servingRss = serving.stop();
          await stopGroup(pid, child);
          return { startupPeakMb, servingRss };
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    });
  });
}

function killGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function stopGroup(pid: number, child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      killGroup(pid, 'SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      // npm may exit before its children; make sure the group is gone.
      killGroup(pid, 'SIGKILL');
      resolve();
    });
    killGroup(pid);
  });
}
