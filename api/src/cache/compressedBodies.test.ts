import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Playlist } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from '../app/buildApiApp';
import { testContext } from '../testing/testApp';
import { ResponseCache } from './responseCache';

let app: FastifyInstance;
beforeAll(async () => {
  // As the site serves it: with @fastify/compress for everything else.
  app = await buildApiApp({ ...testContext(), responseCache: new ResponseCache(), compress: true });
});
afterAll(() => app.close());

const get = (url: string, encoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('cached reads send stored compressed bodies', () => {
  it('compresses a cached body once and sends the same bytes to every client', async () => {
    const compress = jest.spyOn(zlib, 'brotliCompress');
    const plain = await get('/api/playlists', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await get('/api/playlists', 'gzip, br');
    const second = await get('/api/playlists', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(compress).toHaveBeenCalledTimes(1);
    compress.mockRestore();
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/playlists', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the new count compressed after a counter write', async () => {
    const before = JSON.parse(
      brotliDecompressSync((await get('/api/playlists', 'br')).rawPayload).toString(),
    ) as Playlist[];
    const song = before[0]?.songs[0];
    if (!song) throw new Error('the seed has a playlist with songs');
    const { plays } = (
      await app.inject({
        method: 'POST',
        url: `/api/content/${song.songID}/play`,
        remoteAddress: '10.12.0.1',
      })
    ).json<{ plays: number }>();
    const after = JSON.parse(
      brotliDecompressSync((await get('/api/playlists', 'br')).rawPayload).toString(),
    ) as Playlist[];
    expect(after[0]?.songs[0]?.intPlayed).toBe(plays);
  });
});
