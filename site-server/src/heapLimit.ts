import { getHeapStatistics } from 'node:v8';

/**
 * V8's old-space limit, in MB, every site process is started with (`--max-old-space-size`, in
 * `npm start`, docker-compose.yml and the scale test; docs/scale.md). Without a limit V8 sizes the
 * heap from the machine's memory and lets garbage pile up to about four times the live heap before
 * a full collection: under 200 connections the live heap stays under 150 MB, yet a process reached
 * 530–700 MB RSS. With a limit V8 collects sooner (it grows the heap by a smaller factor): 320–370
 * MB RSS at the same load (384 MB did no better), as many requests answered. The limit is over
 * three times the live heap measured under that load: a busier process collects more often, it
 * does not run out.
 */
export const siteHeapLimitMb = 512;

/** The Node flags a site process is started with. */
export const siteNodeFlags = [`--max-old-space-size=${siteHeapLimitMb}`];

/** A line to log when this process was started without the limit (null when it has it). */
export function heapLimitWarning(): string | null {
  // The limit V8 reports adds the young generation (up to 48 MB) to the old space's.
  const limitMb = getHeapStatistics().heap_size_limit / 1024 / 1024;
  if (limitMb <= siteHeapLimitMb + 64) return null;
  return (
    `[site] started without ${siteNodeFlags.join(' ')}: V8 may let garbage grow to ` +
    `${Math.round(limitMb)} MB before collecting (docs/scale.md, "Memory")`
  );
}
