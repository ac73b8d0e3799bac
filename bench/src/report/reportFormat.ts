import type { LoadResult } from '../api/cannon';

/** Column helpers of the text report. */
export const pad = (value: string | number, width: number) => String(value).padStart(width);
export const padEnd = (value: string | number, width: number) => String(value).padEnd(width);

export const loadRow = (t: LoadResult, extra = '') =>
  `   ${padEnd(t.name, 36)}${pad(t.connections, 6)}${pad(t.requestsPerSecond, 8)}${pad(t.p50Ms, 8)}${pad(t.p99Ms, 8)}${pad(t.errors + t.timeouts, 8)}${pad(t.non2xx, 8)}${t.serverCpuUsPerRequest === undefined ? '' : pad(t.serverCpuUsPerRequest, 8)}${extra}`;
