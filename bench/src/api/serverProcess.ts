import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../config';

export interface ServerProcess {
  pid: number;
  stop(): Promise<void>;
}

/** Starts a bench server script with tsx and waits for it to print `ready`. */
export function startServerProcess(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<ServerProcess> {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child: ChildProcess = spawn(tsx, [path.join(__dirname, script), String(port)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start within 60 s'), 60_000);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${script} ${why}\n${log.slice(-1500)}`));
    };
    child.on('exit', (code) => fail(`exited with ${code}`));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (!log.includes('ready')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      resolve({
        pid: child.pid as number,
        // Safe to call twice: both calls wait for the same exit.
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            const force = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.kill('SIGTERM');
            await exited;
            clearTimeout(force);
          }
        },
      });
    });
  });
}
