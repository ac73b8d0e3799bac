import type { FastifyInstance } from 'fastify';
import { postJson } from '../testing/injectJson';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const nul = 'a\u0000b';

function expectJson400(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request: /) });
}

describe('bad bytes are 400s, in one place', () => {
  it('refuses NUL and control characters in every text field of a body', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/api/auth/login', { email: `x${nul}@example.com`, password: 'secret-password' }],
      ['/api/auth/login', { email: 'x@example.com', password: `p\u0007ssword` }],
      [
        '/api/auth/register',
        {
          username: 'someone',
          email: 'someone@example.com',
          password: 'long-enough',
          confirmPassword: 'long-enough',
          referralCode: nul,
        },
      ],
      ['/api/analytics/session', { sessionId: 'abcdefgh1234', referrer: nul }],
      ['/api/analytics/session', { sessionId: 'abcdefgh1234', deviceInfo: { os: nul } }],
      ['/api/analytics/page-view', { sessionId: 'abcdefgh1234', pagePath: `/x\u001b[31m` }],
      ['/api/quiz/validate-code', { code: nul }],
    ];
    for (const [url, body] of cases) expectJson400(await postJson(app, url, body));
  });

  it('refuses NUL in every search filter', async () => {
    for (const key of ['q', 'subject', 'genre', 'artist', 'level', 'primaryLanguage']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/content/search?${key}=${encodeURIComponent(nul)}`,
      });
      expectJson400(res);
    }
  });

  it('accepts ids written as canonical decimals only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/song/16' })).statusCode).toBe(200);
    for (const id of ['0x10', '1e1', '0b1', '0o7', '016', '+16', '16.0', '%2016', '1_6']) {
      expectJson400(await app.inject({ method: 'GET', url: `/api/song/${id}` }));
      expectJson400(await app.inject({ method: 'POST', url: `/api/content/${id}/like` }));
    }
    expectJson400(await app.inject({ method: 'GET', url: '/api/songs/all?limit=0x10' }));
  });
});
