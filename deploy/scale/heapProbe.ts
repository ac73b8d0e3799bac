import { writeHeapSnapshot } from 'node:v8';

/**
 * Loaded into a site process under test (`node --expose-gc --import tsx --import
 * ./deploy/scale/heapProbe.ts …`, spawned with an IPC channel): answers the message `heap` with
 * the process's memory after two full collections, so a leak check compares what is still
 * reachable, not what V8 has not collected yet. Never part of a deployed process.
 */
export interface HeapReading {
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  rss: number;
}

const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (message) => {
  // A heap snapshot to look into when the check fails (`LEAK_SNAPSHOTS=1`): its file name.
  if (typeof message === 'object' && message !== null && 'snapshot' in message) {
    process.send?.({ file: writeHeapSnapshot(String(message.snapshot)) });
    return;
  }
  if (message !== 'heap') return;
  collect?.();
  collect?.();
  const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
  const reading: HeapReading = { heapUsed, external, arrayBuffers, rss };
  process.send?.(reading);
});
// The channel alone must not keep the process alive (it exits when its server closes).
process.channel?.unref();
