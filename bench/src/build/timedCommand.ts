import { spawn } from 'node:child_process';
import { processTreeRss } from '../site/processTreeRss';

export interface TimedRun {
  seconds: number;
  peakRssMb: number;
  ok: boolean;
  stderrTail: string;
}

/** Runs a command to completion, timing it and sampling its process tree's peak RSS. */
export function timedCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<TimedRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let peak = 0;
    let stderr = '';
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, processTreeRss(child.pid));
    }, 500);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({
        seconds: Math.round((Date.now() - started) / 100) / 10,
        peakRssMb: Math.round(peak / 1024 / 1024),
        ok: code === 0,
        stderrTail: code === 0 ? '' : stderr.slice(-1500),
      });
    });
  });
}
