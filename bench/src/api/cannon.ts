import autocannon from 'autocannon';
import { processTreeCpuMs } from '../site/processTreeCpu';

export interface LoadResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * CPU the server process used per answered request, in microseconds: what the request costs the
   * server, apart from the load generator sharing the machine (with large bodies autocannon can
   * use more CPU per request than the server, which caps req/s without the server being busy).
   */
  serverCpuUsPerRequest?: number;
}

export interface LoadSpec {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  /** Paths cycled per request (each connection walks the list). */
  paths: () => string;
  /** Sent with every request (e.g. `accept-encoding`). */
  headers?: Record<string, string>;
  /** The server's pid: its CPU time over the run is divided by the requests answered. */
  serverPid?: number;
}

/** One autocannon run against a loopback server; every request path comes from `paths()`. */
export async function cannon(spec: LoadSpec): Promise<LoadResult> {
  const cpuBefore = spec.serverPid ? processTreeCpuMs(spec.serverPid) : 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.headers && { headers: spec.headers }),
    requests: [{ setupRequest: (request) => ({ ...request, path: spec.paths() }) }],
  });
  return {
    name: spec.name,
    connections: spec.connections,
    seconds: spec.seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ...(spec.serverPid &&
      result.requests.total > 0 && {
        serverCpuUsPerRequest: Math.round(
          ((processTreeCpuMs(spec.serverPid) - cpuBefore) * 1000) / result.requests.total,
        ),
      }),
  };
}

/** One second of load so the figures after it do not include JIT and connection-pool start. */
export const warmUp = (url: string, paths: () => string, connections = 20) =>
  cannon({ name: 'warm-up', url, connections, seconds: 1, paths });

/** A small deterministic generator (mulberry32), so every run asks for the same sequence. */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;
