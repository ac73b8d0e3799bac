import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, in a temporary folder, that the test may stop and start
 * (a restart, an outage) without touching the machine's shared one. Debian's server binaries
 * (`/usr/lib/postgresql/<version>/bin`, or `PG_BIN_DIR`); run as `postgres` when the test is root.
 */
export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  readonly port: number;
  /** Stops the server the way an operator's restart does (`pg_ctl stop -m fast`). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>;
}

function serverBinDir(): string {
  const given = process.env.PG_BIN_DIR;
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'No PostgreSQL server binaries (apt-get install postgresql, or set PG_BIN_DIR)',
    );
  return path.join(root, versions[0] as string, 'bin');
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPrivateCluster(port?: number): Promise<PrivateCluster> {
  const bin = serverBinDir();
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'btb-pg-'));
  const data = path.join(folder, 'data');
  if (asRoot) {
    // PostgreSQL refuses to run as root: the folder goes to its own user.
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const chosen = port ?? (await freePort());
  await pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${chosen}/postgres`,
    port: chosen,
    async start() {
      const options = `-p ${chosen} -k ${folder} -c listen_addresses=127.0.0.1`;
      await pgTool('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(folder, 'server.log'),
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
