import { existsSync, readFileSync } from 'node:fs';
import { accessLogFields } from '../nginx/generateNginxConfig';

type Field = (typeof accessLogFields)[number];

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
  const index = (field: Field) => accessLogFields.indexOf(field);
  const failed = new Map<string, number>();
  let gets = 0;
  let retried = 0;
  let slowest = 0;
  let slowestUri = '';
  let over10s = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const parts = line.split('|');
    if (parts.length < accessLogFields.length) continue;
    const uri = parts.slice(index('uri')).join('|');
    if (parts[index('request_method')] !== 'GET') continue;
    gets += 1;
    const status = Number(parts[index('status')]);
    const seconds = Number(parts[index('request_time')]);
    if ((parts[index('upstream_addr')] ?? '').includes(',')) retried += 1;
    if (seconds > 10) over10s += 1;
    if (seconds > slowest) [slowest, slowestUri] = [seconds, uri];
    if (status >= 400) {
      const key = `${status} ${shapeOf(uri)} (upstream ${parts[index('upstream_status')]})`;
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

/**
 * Of the requests nginx passed to a process between two moments (epoch ms), how many went to
 * `address` last (a retried request counts where it was answered).
 */
export function passedTo(
  file: string,
  address: string,
  window: { from: number; to: number },
): { slow: number; all: number } {
  const index = (field: Field) => accessLogFields.indexOf(field);
  let slow = 0;
  let all = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const parts = line.split('|');
    if (parts.length < accessLogFields.length) continue;
    const at = Number(parts[index('msec')]) * 1000;
    const upstream = (parts[index('upstream_addr')] ?? '-').split(', ').at(-1);
    if (at < window.from || at >= window.to || upstream === '-') continue;
    all += 1;
    if (upstream === address) slow += 1;
  }
  return { slow, all };
}
