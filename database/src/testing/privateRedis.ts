import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './privateCluster';

/** A Redis server of a test's own (Debian's `redis-server`), that the test may kill and start. */
export interface PrivateRedis {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  /** Ends it at once (SIGKILL): what clients see when Redis is lost. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (it keeps nothing on disk). */
  start(): Promise<void>;
  /** Stops it answering, connections left open (SIGSTOP): a Redis that hangs. */
  pause(): void;
  /** Lets a paused server answer again (SIGCONT). */
  resume(): void;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let server: ChildProcess | null = null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ];
      server = spawn(process.env.REDIS_SERVER_BIN || 'redis-server', args, { stdio: 'ignore' });
      const started = server;
      const deadline = Date.now() + 10_000;
      while (!(await answers(port))) {
        if (started.exitCode !== null || Date.now() > deadline)
          throw new Error(`redis-server did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    pause() {
      server?.kill('SIGSTOP');
    },
    resume() {
      server?.kill('SIGCONT');
    },
    async kill() {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
  };
  await redis.start();
  return redis;
}
