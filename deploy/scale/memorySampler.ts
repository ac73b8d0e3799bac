import { residentMb } from './residentMemory';

/** One reading of a site process's memory, in bytes. */
export interface MemorySample {
  atMs: number;
  rss: number;
  /** From the process's Prometheus metrics when they answered (Node's default metrics). */
  heapUsed?: number;
  external?: number;
}

/** VmRSS of `pid` in bytes. */
function residentBytes(pid: number): number {
  const mb = residentMb(pid);
  if (mb === null) throw new Error(`no VmRSS for process ${pid}`);
  return mb * 1024 * 1024;
}

const metricOf = (text: string, name: string): number | undefined => {
  const value = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text)?.[1];
  return value === undefined ? undefined : Number(value);
};

async function heapOf(metricsUrl: string): Promise<Pick<MemorySample, 'heapUsed' | 'external'>> {
  try {
    const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(900) })).text();
    return {
      heapUsed: metricOf(text, 'nodejs_heap_size_used_bytes'),
      external: metricOf(text, 'nodejs_external_memory_bytes'),
    };
  } catch {
    // A process too busy to answer its metrics in time: its RSS is still read.
    return {};
  }
}

/**
 * Reads the RSS of `pid` every `everyMs` (and its heap from `metricsUrl`, when given) until
 * `stop()`, which hands back every sample.
 */
export function sampleMemory(pid: number, metricsUrl?: string, everyMs = 1000) {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const timer = setInterval(() => {
    const sample: MemorySample = { atMs: Date.now() - started, rss: residentBytes(pid) };
    samples.push(sample);
    if (metricsUrl) void heapOf(metricsUrl).then((heap) => Object.assign(sample, heap));
  }, everyMs);
  return {
    stop(): MemorySample[] {
      clearInterval(timer);
      return samples;
    },
  };
}

export const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? '?' : `${Math.round(bytes / 1024 / 1024)} MB`;
