import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect, type Server } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@btb/platform/paths';
import { portInUse } from './portInUse';

// `npm run dev -- mf-search` as a user runs it (tsx, then webpack serve), on ports of its own.
const port = Number(process.env.DEV_TEST_PORT ?? 5990);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function runDev(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(tsx, [path.join(repoRoot, 'site-server/src/dev.ts'), 'mf-search'], {
    cwd: repoRoot,
    // Its own process group, so the test can tell whether anything of it is left.
    detached: true,
    env: { ...process.env, ...env, SITE_ORIGIN: 'http://localhost:5999' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const accepts = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(p, 'localhost');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm run dev -- mf-search', () => {
  let blocker: Server | null = null;
  afterEach(async () => {
    if (blocker) await new Promise((resolve) => blocker?.close(resolve));
    blocker = null;
  });

  it('says which port is taken and how to choose another, instead of crashing', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(port, resolve));
    const { child, output } = runDev({ MF_SEARCH_DEV_PORT: String(port) });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output()).toContain(`[dev] port ${port} for mf-search is taken`);
    expect(output()).toContain('MF_SEARCH_DEV_PORT=<port> npm run dev -- mf-search');
    expect(output()).not.toContain('EADDRINUSE');
    await until(() => !groupAlive(child.pid as number), 10_000);
  }, 60_000);

  it('refuses a port that is not a number', async () => {
    const { child, output } = runDev({ MF_SEARCH_DEV_PORT: 'soon' });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output()).toContain('MF_SEARCH_DEV_PORT: "soon" is not a port');
  }, 60_000);

  it('serves only that remote on its port and leaves no process behind after SIGTERM', async () => {
    const { child, output } = runDev({ MF_SEARCH_DEV_PORT: String(port) });
    await until(() => output().includes(`mf-search at http://localhost:${port}/`), 60_000);
    await until(() => accepts(port), 120_000);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    await until(() => !groupAlive(child.pid as number), 10_000);
    expect(await portInUse(port)).toBe(false);
  }, 240_000);
});
