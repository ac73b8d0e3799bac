import { readFileSync } from 'node:fs';

/** A process's resident memory in MB (`VmRSS`), or null once it has exited. */
export function residentMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The most each named process held resident while `during` ran, read twice a second (a process
 * restarted meanwhile is read under its new pid).
 */
export async function peakResident<T>(
  processes: { name: string; pid: () => number | undefined }[],
  during: Promise<T>,
): Promise<{ result: T; peakMb: Record<string, number> }> {
  const peakMb: Record<string, number> = {};
  const read = () => {
    for (const process of processes) {
      const pid = process.pid();
      const mb = pid === undefined ? null : residentMb(pid);
      if (mb !== null) peakMb[process.name] = Math.max(peakMb[process.name] ?? 0, mb);
    }
  };
  const timer = setInterval(read, 500);
  try {
    const result = await during;
    read();
    return { result, peakMb };
  } finally {
    clearInterval(timer);
  }
}
