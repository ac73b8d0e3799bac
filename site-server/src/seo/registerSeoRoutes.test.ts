import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Queryable, SqlParam } from '@btb/database';
import { registerSeoRoutes } from './registerSeoRoutes';

const origin = 'https://beat.example';

/** The catalogue as the queries of this folder see it; a song can be added while the site runs. */
const songs = [
  {
    id: 1,
    title: 'Hallo und Tschüss',
    creator: 'Anna',
    image: 'cover-1.svg',
    lastmod: '2026-11-20',
  },
  { id: 2, title: 'Colours', creator: 'Ben', image: 'cover-2.svg', lastmod: '2026-11-21' },
];
const queries: string[] = [];
const db: Queryable = {
  async query<T extends object>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
    queries.push(sql);
    if (sql.includes('count(*)')) {
      return [
        { count: songs.length, latest: songs.at(-1)?.lastmod, max_id: songs.at(-1)?.id },
      ] as T[];
    }
    if (sql.includes('FROM songs ORDER BY id')) {
      return songs.map(({ id, lastmod }) => ({ id, lastmod })) as T[];
    }
    if (sql.includes('FROM books')) return [{ code: 'DE_EN', lastmod: '2026-11-21' }] as T[];
    if (sql.includes('WHERE id = $1')) {
      return songs.filter((song) => song.id === params?.[0]) as unknown as T[];
    }
    throw new Error(`unexpected query ${sql}`);
  },
};

let dataDir: string;
let site: FastifyInstance;
let api: FastifyInstance;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'seo-'));
  api = Fastify();
  api.get('/api/image/:name', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#e11d48"/></svg>',
      ),
  );
  await api.ready();
  site = Fastify();
  registerSeoRoutes(site, { db, api, dataDir, siteOrigin: origin });
  await site.ready();
});
afterAll(async () => {
  await site.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps the private pages out', async () => {
    const response = await site.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const page of ['/auth', '/confirm-email', '/me', '/review', '/deployments']) {
      expect(response.body).toContain(`Disallow: ${page}\n`);
    }
    expect(response.body).not.toMatch(/Disallow: \/\n/);
  });
});

describe('sitemap.xml', () => {
  it('lists home, search, every song and every learning plan, and a song added later', async () => {
    const first = await site.inject('/sitemap.xml');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/xml/);
    for (const page of ['/', '/search', '/song/1', '/song/2', '/book-overview/DE_EN']) {
      expect(first.body).toContain(`<loc>${origin}${page}</loc>`);
    }
    expect(first.body).toContain('<lastmod>2026-11-21</lastmod>');

    // Asked again with nothing changed: built from the cache (only the version is asked).
    queries.length = 0;
    await site.inject('/sitemap.xml');
    expect(queries).toHaveLength(1);

    songs.push({ id: 3, title: 'New', creator: 'C', image: 'cover-3.svg', lastmod: '2026-11-25' });
    const after = await site.inject('/sitemap.xml');
    expect(after.body).toContain(`<loc>${origin}/song/3</loc>`);
    songs.pop();
  });

  it('has no parts while it fits in one file', async () => {
    expect((await site.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("a song's share preview", () => {
  it('is a 1200×630 PNG under 300 KB, served immutable, the same file when asked again', async () => {
    const response = await site.inject('/og/song/1.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThanOrEqual(300 * 1024);

    queries.length = 0;
    const again = await site.inject('/og/song/1.png');
    expect(again.rawPayload.equals(png)).toBe(true);
    expect(queries).toHaveLength(0);
  });

  it.each(['/og/song/99.png', '/og/song/abc.png', '/og/song/0.png', '/og/song/1.jpg'])(
    '%s is a 404, never a 500',
    async (url) => {
      expect((await site.inject(url)).statusCode).toBe(404);
    },
  );
});
