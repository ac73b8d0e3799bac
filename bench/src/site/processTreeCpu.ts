import { readFileSync } from 'node:fs';
import { processTree } from './processTreeRss';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name).
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process and its children have used so far, in milliseconds. */
export function processTreeCpuMs(root: number): number {
  const ticks = processTree(root).reduce((sum, pid) => sum + cpuTicks(pid), 0);
  return (ticks * 1000) / ticksPerSecond;
}
