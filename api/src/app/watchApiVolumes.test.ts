import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@btb/database';
import { ResponseCache } from '../cache/responseCache';
import { writeFileAtomic } from '../media/writeFileAtomic';
import { createApiMetrics, type ApiMetrics } from '../operations/apiMetrics';
import { testContext } from '../testing/testApp';
import { buildApiApp } from './buildApiApp';

/** A small file system of the test's own: mounting one needs root (CI runs as root). */
const canMount = process.getuid?.() === 0;
if (!canMount) console.warn('Skipping the full-volume test: mounting a tmpfs needs root.');
const describeMounted = canMount ? describe : describe.skip;

/** The shared database, each write first putting a few bytes on `dir`, as a real write would. */
function writingOnto(dir: string, db: Db): Db {
  const writes = /^\s*(INSERT|UPDATE|DELETE|WITH)/i;
  const journal = path.join(dir, 'journal');
  return {
    ...db,
    kind: db.kind,
    query: async (sql, params) => {
      if (writes.test(sql)) await writeFileAtomic(journal, Buffer.alloc(8 * 1024, 7));
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    close: async () => undefined,
  };
}

const metricValue = async (metrics: ApiMetrics, line: string) =>
  (await metrics.registry.metrics())
    .split('\n')
    .find((row) => row.startsWith(`${line} `))
    ?.slice(line.length)
    .trim();

describeMounted('a full volume, as operators see it', () => {
  const mount = mkdtempSync(path.join(os.tmpdir(), 'btb-volume-full-'));
  const filler = path.join(mount, 'filler');
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const diskLines = () => lines.filter((line) => /^disk (full|space back)/.test(String(line.msg)));
  let app: FastifyInstance;
  let metrics: ApiMetrics;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mount]);
    const { db, config } = testContext();
    const responseCache = new ResponseCache();
    metrics = createApiMetrics(db, responseCache);
    app = await buildApiApp({
      db: writingOnto(mount, db),
      // Polled only when a write fails or a scrape asks: the lines below come from those.
      config: { ...config, mediaDir: mount, logLevel: 'info', volumeWatchMs: 60_000 },
      responseCache,
      metrics,
      logger: true,
      logStream,
    });
  });
  afterAll(async () => {
    await app?.close();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  const view = () => app.inject({ method: 'POST', url: '/api/content/1/view' });

  it('says so once when it fills, counts its 507s, and says once when space is back', async () => {
    expect((await view()).statusCode).toBe(200);
    expect(await metricValue(metrics, 'volume_full{volume="media"}')).toBe('0');

    try {
      writeFileSync(filler, Buffer.alloc(1024 * 1024, 1));
    } catch {
      // The disk is full now: the part that fit stays.
    }
    expect((await view()).statusCode).toBe(507);
    // At the first failed write, before any scrape or poll.
    expect(diskLines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'disk full: media writes answer 507',
        volume: 'media',
        dir: mount,
        availableBytes: expect.any(Number),
      }),
    ]);
    expect((await view()).statusCode).toBe(507);
    expect(await metricValue(metrics, 'volume_full{volume="media"}')).toBe('1');
    expect(
      Number(await metricValue(metrics, 'volume_available_bytes{volume="media"}')),
    ).toBeLessThan(0.01 * 512 * 1024);
    expect(await metricValue(metrics, 'http_unavailable_total{cause="disk"}')).toBe('2');
    expect(diskLines()).toHaveLength(1);

    rmSync(filler);
    expect(await metricValue(metrics, 'volume_full{volume="media"}')).toBe('0');
    expect((await view()).statusCode).toBe(200);
    expect(diskLines()).toEqual([
      expect.objectContaining({ msg: 'disk full: media writes answer 507' }),
      expect.objectContaining({
        level: 40,
        msg: 'disk space back: media',
        volume: 'media',
        dir: mount,
        fullForMs: expect.any(Number),
      }),
    ]);
    expect(await metricValue(metrics, 'http_unavailable_total{cause="disk"}')).toBe('2');
  });
});
