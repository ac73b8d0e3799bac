import { existsSync, readFileSync } from 'node:fs';
import { parseAccessLogLine, type AccessLogLine } from '../nginx/accessLogFormat';

/** A path with its ids and query left out, so requests group by what they ask for. */
const shapeOf = (uri: string) =>
  uri.replace(/\/\d+/g, '/:id').replace(/\.[0-9a-f]{8}\./, '.[hash].');

/**
 * What nginx saw of the GETs in its access log: the ones that failed (status ≥ 400, 499 being a
 * client that gave up) grouped by status and path, how many were retried on another process,
 * and the slowest. The scale test prints it, so a miss says where the time or the error was.
 */
export function summarizeAccessLog(file: string): string {
  if (!existsSync(file)) return 'no access log';
  const failed = new Map<string, number>();
  let gets = 0;
  let retried = 0;
  let slowest = 0;
  let slowestUri = '';
  let over10s = 0;
  for (const entry of entriesOf(file)) {
    if (entry.method !== 'GET') continue;
    gets += 1;
    const seconds = entry.requestSeconds;
    if (entry.tries.length > 1) retried += 1;
    if (seconds > 10) over10s += 1;
    if (seconds > slowest) [slowest, slowestUri] = [seconds, entry.uri];
    if (entry.status >= 400) {
      const key = `${entry.status} ${shapeOf(entry.uri)} (upstream ${entry.upstreamStatus})`;
      failed.set(key, (failed.get(key) ?? 0) + 1);
    }
  }
  const failures = [...failed.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([key, count]) => `${count} × ${key}`);
  return [
    `${gets} GETs, ${retried} retried on another process, ${over10s} over 10 s, slowest ${slowest} s (${shapeOf(slowestUri)})`,
    failures.length > 0 ? `failed: ${failures.join('; ')}` : 'none failed',
  ].join('; ');
}

function* entriesOf(file: string): Generator<AccessLogLine> {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const entry = parseAccessLogLine(line);
    if (entry) yield entry;
  }
}

/**
 * Of the requests nginx passed to a process between two moments (epoch ms), how many went to
 * `address` last (a retried request counts where it was answered).
 */
export function passedTo(
  file: string,
  address: string,
  window: { from: number; to: number },
): { slow: number; all: number } {
  let slow = 0;
  let all = 0;
  for (const entry of entriesOf(file)) {
    const upstream = entry.tries.at(-1)?.address;
    if (entry.at < window.from || entry.at >= window.to || !upstream) continue;
    all += 1;
    if (upstream === address) slow += 1;
  }
  return { slow, all };
}
