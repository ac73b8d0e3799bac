import type { AudioUrlResponse } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApiApp } from '../app/buildApiApp';
import { seededAccounts } from '../seed/seedAccounts';
import { cookiePair, postJson } from '../testing/injectJson';
import { freeAndRestrictedSong } from '../testing/sampleSongs';
import { buildTestApp, testContext } from '../testing/testApp';

let app: FastifyInstance;
let restrictedId: number;
let openId: number;
beforeAll(async () => {
  app = await buildTestApp();
  ({ openId, restrictedId } = await freeAndRestrictedSong());
});
afterAll(() => app.close());

const instrumentalUrl = async (songId: number, cookie = '') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/audio/${songId}?part=instrumental`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<AudioUrlResponse>().url;
};

const loginCookie = async (account: (typeof seededAccounts)[number] | undefined) => {
  const login = await postJson(app, '/api/auth/login', account, { remoteAddress: '10.4.2.1' });
  return cookiePair(login.headers['set-cookie']);
};

describe('GET /api/audio/:songId?part=instrumental', () => {
  it('answers a signed URL to the instrumental of a free song, which streams', async () => {
    const url = await instrumentalUrl(openId);
    expect(url).toMatch(
      /^\/api\/media\/audio\/song-DE_EN_A1_B01_L01-instrumental\.mp3\?exp=\d+&sig=[\w-]+$/,
    );
    const audio = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  });

  it('gives a restricted song without premium the instrumental of its preview', async () => {
    expect(await instrumentalUrl(restrictedId)).toContain(
      '/preview-DE_EN_A1_B01_L05-instrumental.mp3?',
    );
    const demo = await loginCookie(seededAccounts[0]);
    expect(await instrumentalUrl(restrictedId, demo)).toContain('/preview-');
  });

  it('gives a premium session the full instrumental of a restricted song', async () => {
    const premium = await loginCookie(seededAccounts[1]);
    expect(await instrumentalUrl(restrictedId, premium)).toContain(
      '/song-DE_EN_A1_B01_L05-instrumental.mp3?',
    );
  });

  it('keeps the plain and part=song calls as they were', async () => {
    for (const query of ['', '?part=song']) {
      const res = await app.inject({ method: 'GET', url: `/api/audio/${openId}${query}` });
      expect(res.json<AudioUrlResponse>().url).toContain('/song-DE_EN_A1_B01_L01.mp3?');
    }
  });

  it('answers 400 with a clear message for a part it does not know', async () => {
    for (const part of ['voice', '', 'INSTRUMENTAL']) {
      const res = await app.inject({ method: 'GET', url: `/api/audio/${openId}?part=${part}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid request: querystring/part must be equal to one of the allowed values',
      });
    }
  });

  it('answers 404 when the instrumental is not on disk (seeded before instrumentals)', async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'btb-no-media-'));
    const context = testContext();
    const bare = await buildApiApp({ ...context, config: { ...context.config, mediaDir } });
    try {
      const res = await bare.inject({
        method: 'GET',
        url: `/api/audio/${openId}?part=instrumental`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Instrumental not found' });
      const plain = await bare.inject({ method: 'GET', url: `/api/audio/${openId}` });
      expect(plain.statusCode).toBe(200);
    } finally {
      await bare.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
