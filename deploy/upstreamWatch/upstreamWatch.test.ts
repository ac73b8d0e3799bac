import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accessLogFields } from '../nginx/accessLogFormat';
import { createUpstreamWatch } from './upstreamWatch';

/** A line as nginx writes it with `accessLogDirectives`. */
function logLine(at: number, upstreams: string, times: string, uri = '/api/songs/1'): string {
  const values: Record<(typeof accessLogFields)[number], string> = {
    msec: (at / 1000).toFixed(3),
    status: '200',
    request_time: '0.300',
    upstream_addr: upstreams,
    upstream_status: '200',
    upstream_response_time: times,
    request_method: 'GET',
    uri,
  };
  return accessLogFields.map((field) => values[field]).join('|');
}

describe('createUpstreamWatch', () => {
  let dir: string;
  let accessLog: string;
  let now = 0;
  const lines: Record<string, unknown>[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'btb-watch-'));
    accessLog = path.join(dir, 'access.log');
    writeFileSync(accessLog, '');
    lines.length = 0;
    now = 100_000;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const second = (slowSeconds: string) => {
    const batch: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const at = now + i * 50;
      batch.push(logLine(at, '127.0.0.1:4901', '0.020'), logLine(at, '127.0.0.1:4902', '0.025'));
      // A retried request: the third process refused it, the first answered.
      batch.push(logLine(at, '127.0.0.1:4903, 127.0.0.1:4901', `${slowSeconds}, 0.020`));
    }
    batch.push(logLine(now, '-', '-', '/releases/mf-home/1.0.0-abc/remoteEntry.js'));
    appendFileSync(accessLog, `${batch.join('\n')}\n`);
    now += 1000;
  };

  it('shows a slow process in its metrics and in one log line when it turns slow and one when it is back', async () => {
    const watch = createUpstreamWatch({
      accessLog,
      log: (line) => lines.push(line),
      now: () => now,
    });
    try {
      for (let i = 0; i < 4; i += 1) {
        second('0.340');
        watch.check();
      }
      const slowMetrics = await watch.registry.metrics();
      expect(slowMetrics).toContain('upstream_slow{upstream="127.0.0.1:4903"} 1');
      expect(slowMetrics).toContain('upstream_slow{upstream="127.0.0.1:4901"} 0');
      expect(slowMetrics).toContain('upstream_slow_total{upstream="127.0.0.1:4903"} 1');
      expect(slowMetrics).toContain('upstream_median_seconds{upstream="127.0.0.1:4903"} 0.34');
      expect(slowMetrics).toMatch(
        /upstream_response_seconds_count\{upstream="127.0.0.1:4901"\} 160/,
      );
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          upstream: '127.0.0.1:4903',
          medianMs: expect.any(Number),
          othersMs: expect.any(Number),
          msg: 'upstream slow: answering far later than the others',
        }),
      ]);

      for (let i = 0; i < 4; i += 1) {
        second('0.021');
        watch.check();
      }
      expect(await watch.registry.metrics()).toContain(
        'upstream_slow{upstream="127.0.0.1:4903"} 0',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatchObject({
        level: 30,
        upstream: '127.0.0.1:4903',
        slowForMs: expect.any(Number),
        msg: 'upstream back to normal',
      });
    } finally {
      watch.stop();
    }
  });

  it('passes over lines it cannot read', () => {
    const watch = createUpstreamWatch({
      accessLog,
      log: (line) => lines.push(line),
      now: () => now,
    });
    appendFileSync(accessLog, 'not an access log line\n||||||||\n\n');
    expect(() => watch.check()).not.toThrow();
    watch.stop();
  });
});
