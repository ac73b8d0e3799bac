import type { AudioUrlResponse } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { seededAccounts } from '../seed/seedAccounts';
import { cookiePair, postJson } from '../testing/injectJson';
import { freeAndRestrictedSong } from '../testing/sampleSongs';
import { buildTestApp, testContext } from '../testing/testApp';
import { signMediaUrl } from './signMediaUrl';

let app: FastifyInstance;
let restrictedId: number;
let openId: number;
beforeAll(async () => {
  app = await buildTestApp();
  ({ openId, restrictedId } = await freeAndRestrictedSong());
});
afterAll(() => app.close());

const audioUrl = async (songId: number, cookie = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/audio/${songId}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<AudioUrlResponse>().url;
};

describe('GET /api/audio/:songId', () => {
  it('answers a signed, expiring URL to the full song', async () => {
    const url = await audioUrl(openId);
    expect(url).toMatch(/^\/api\/media\/audio\/song-DE_EN_A1_B01_L01\.mp3\?exp=\d+&sig=[\w-]+$/);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const ttl = exp - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('binds a premium full-audio URL to the session that asked for it', async () => {
    const premium = seededAccounts[1] as (typeof seededAccounts)[number];
    const login = await postJson(app, '/api/auth/login', premium, { remoteAddress: '10.4.1.1' });
    const cookie = cookiePair(login.headers['set-cookie']);
    const url = await audioUrl(restrictedId, cookie);
    expect(url).toContain('/song-DE_EN_A1_B01_L05.mp3?');
    const fetchAs = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99', ...headers } });
    expect((await fetchAs({ cookie })).statusCode).toBe(206);
    // Anyone else, with no session or another one, is refused.
    expect((await fetchAs({})).statusCode).toBe(403);
    const other = await postJson(app, '/api/auth/login', premium, { remoteAddress: '10.4.1.2' });
    expect((await fetchAs({ cookie: cookiePair(other.headers['set-cookie']) })).statusCode).toBe(
      403,
    );
    // After logout the URL is dead, even with the old cookie.
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await fetchAs({ cookie })).statusCode).toBe(403);
  });

  it('gives anonymous and non-premium listeners only the preview of a restricted song', async () => {
    expect(await audioUrl(restrictedId)).toContain('/preview-DE_EN_A1_B01_L05.mp3?');
    const [demo, premium] = seededAccounts;
    const demoCookie = cookiePair(
      (await postJson(app, '/api/auth/login', demo, { remoteAddress: '10.4.0.1' })).headers[
        'set-cookie'
      ],
    );
    expect(await audioUrl(restrictedId, demoCookie)).toContain('/preview-');
    const premiumCookie = cookiePair(
      (await postJson(app, '/api/auth/login', premium, { remoteAddress: '10.4.0.1' })).headers[
        'set-cookie'
      ],
    );
    expect(await audioUrl(restrictedId, premiumCookie)).toContain('/song-DE_EN_A1_B01_L05.mp3?');
  });

  it('answers 404 for an unknown song and 400 for a bad id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/audio/987654' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/audio/..%2F1' })).statusCode).toBe(400);
  });
});

describe('GET /api/media/audio/:file (signed)', () => {
  it('streams MP3 with HTTP Range support', async () => {
    const url = await audioUrl(openId);
    const full = await app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('audio/mpeg');
    expect(full.headers['accept-ranges']).toBe('bytes');
    // An MPEG audio frame sync: eleven set bits.
    expect(full.rawPayload[0]).toBe(0xff);
    expect((full.rawPayload[1] as number) & 0xe0).toBe(0xe0);
    const size = full.rawPayload.length;
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(100, 200));
    const beyond = await app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses tampered and expired URLs with 403', async () => {
    const url = await audioUrl(restrictedId);
    const swapped = url.replace('/preview-', '/song-');
    expect((await app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    const longer = url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 86400}`);
    expect((await app.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
    const { mediaSigningSecret } = testContext().config;
    const expired = signMediaUrl(
      mediaSigningSecret,
      'audio',
      'song-DE_EN_A1_B01_L01.mp3',
      Math.floor(Date.now() / 1000) - 1,
    );
    const res = await app.inject({ method: 'GET', url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Link expired' });
    expect(
      (await app.inject({ method: 'GET', url: url.replace(/sig=.*/, 'sig=') })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: url.split('?')[0] as string })).statusCode).toBe(
      400,
    );
  });

  it('does not accept an audio signature for a podcast path', async () => {
    const url = await audioUrl(openId);
    expect(
      (await app.inject({ method: 'GET', url: url.replace('/media/audio/', '/media/podcasts/') }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/audio/podcast/:fileName', () => {
  it('answers a signed URL that streams the podcast', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/audio/podcast/podcast-DE_EN_A1_B01_L01.mp3',
    });
    const { url } = res.json<AudioUrlResponse>();
    expect(url).toMatch(/^\/api\/media\/podcasts\/podcast-DE_EN_A1_B01_L01\.mp3\?exp=\d+&sig=/);
    const audio = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload[0]).toBe(0xff);
  });

  it('answers 404 for an unknown podcast and 400 for a path', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/audio/podcast/nope.mp3' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/audio/podcast/..%2F..%2Fetc%2Fpasswd' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/image/:fileName', () => {
  it('serves covers as SVG and the default cover as a real WebP', async () => {
    const cover = await app.inject({ method: 'GET', url: '/api/image/cover-DE_EN_A1_B01_L01.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(cover.body).toMatch(/^<svg /);
    const webp = await app.inject({ method: 'GET', url: '/api/image/default.webp' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.rawPayload.subarray(8, 16).toString()).toBe('WEBPVP8L');
    const part = await app.inject({
      method: 'GET',
      url: '/api/image/default.webp',
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '..', '.env', '%2Fetc%2Fpasswd', 'a%5Cb.svg', 'cover%00.svg'])(
    'refuses the traversal attempt %s',
    async (name) => {
      const res = await app.inject({ method: 'GET', url: `/api/image/${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('answers 404 for a missing image', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/image/missing.svg' })).statusCode).toBe(
      404,
    );
  });
});
