import type { PageViewResponse } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { browserAgent, postJson } from '../testing/injectJson';
import { buildTestApp, testContext, unique } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const sessionId = () => unique('s').padEnd(21, 'x').slice(0, 21);
const bot = {
  headers: {
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
};

describe('POST /api/analytics/session', () => {
  it('creates the session, refreshes it on heartbeats and stores the intern flag', async () => {
    const id = sessionId();
    const body = {
      sessionId: id,
      referrer: 'https://example.com/',
      utmParams: { utm_source: 'newsletter', utm_campaign: 'spring' },
      deviceInfo: {
        deviceType: 'desktop',
        os: 'Linux',
        browser: 'Chrome',
        browserLanguage: 'de-DE',
      },
      ysnIntern: true,
    };
    expect((await postJson(app, '/api/analytics/session', body)).json()).toEqual({
      recorded: true,
    });
    await postJson(app, '/api/analytics/session', { sessionId: id });
    const rows = await testContext().db.query<{
      heartbeats: number;
      is_intern: boolean;
      utm_source: string;
      browser: string;
    }>(
      'SELECT heartbeats, is_intern, utm_source, browser FROM analytics_sessions WHERE session_id = $1',
      [id],
    );
    expect(rows).toEqual([
      { heartbeats: 2, is_intern: true, utm_source: 'newsletter', browser: 'Chrome' },
    ]);
  });

  it('ignores bots', async () => {
    const id = sessionId();
    expect((await postJson(app, '/api/analytics/session', { sessionId: id }, bot)).json()).toEqual({
      recorded: false,
    });
    const rows = await testContext().db.query(
      'SELECT 1 FROM analytics_sessions WHERE session_id = $1',
      [id],
    );
    expect(rows).toHaveLength(0);
  });

  it.each([
    {},
    { sessionId: 'short' },
    { sessionId: 'has spaces in it!!' },
    { sessionId: sessionId(), ysnIntern: 'yes' },
  ])('rejects %j with 400', async (body) => {
    expect((await postJson(app, '/api/analytics/session', body)).statusCode).toBe(400);
  });
});

describe('page views', () => {
  it('records a page view and its time spent', async () => {
    const id = sessionId();
    const res = await postJson(app, '/api/analytics/page-view', {
      sessionId: id,
      pagePath: '/song/3',
      pageTitle: 'Song Details',
      songId: 3,
    });
    const { pageViewId } = res.json<PageViewResponse>();
    expect(pageViewId).toMatch(/^[0-9a-f-]{36}$/);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/analytics/page-view/${pageViewId}`,
      headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
      payload: { timeSpent: 42.4 },
    });
    expect(patch.json()).toEqual({ recorded: true });
    const rows = await testContext().db.query(
      'SELECT song_id, time_spent_seconds, page_title FROM page_views WHERE id = $1::uuid',
      [pageViewId],
    );
    expect(rows).toEqual([{ song_id: 3, time_spent_seconds: 42, page_title: 'Song Details' }]);
  });

  it('gives bots an id that is never stored', async () => {
    const res = await postJson(
      app,
      '/api/analytics/page-view',
      { sessionId: sessionId(), pagePath: '/' },
      bot,
    );
    const rows = await testContext().db.query('SELECT 1 FROM page_views WHERE id = $1::uuid', [
      res.json<PageViewResponse>().pageViewId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('rejects bad page views and patches', async () => {
    expect(
      (await postJson(app, '/api/analytics/page-view', { sessionId: sessionId() })).statusCode,
    ).toBe(400);
    const patch = (id: string, payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/analytics/page-view/${id}`,
        headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
        payload: JSON.stringify(payload),
      });
    expect((await patch('not-a-uuid', { timeSpent: 1 })).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { timeSpent: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await patch('00000000-0000-4000-8000-000000000000', { timeSpent: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await patch('00000000-0000-4000-8000-000000000000', { timeSpent: 'long' })).statusCode,
    ).toBe(400);
  });
});

describe('analytics abuse', () => {
  it('skips generic HTTP clients by the same list the shell uses', async () => {
    const clients = [
      'node',
      'undici',
      'python-httpx/0.27.0',
      'Scrapy/2.11 (+https://scrapy.org)',
      'PostmanRuntime/7.39.0',
      'Python/3.11 aiohttp/3.9.5',
    ];
    for (const agent of clients) {
      const res = await postJson(
        app,
        '/api/analytics/session',
        { sessionId: sessionId() },
        { headers: { 'user-agent': agent }, remoteAddress: '10.9.0.1' },
      );
      expect(res.json()).toEqual({ recorded: false });
    }
  });

  it('caps the length of every field', async () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const bodies: [string, object][] = [
      ['/api/analytics/session', { sessionId: sessionId(), referrer: long(500) }],
      ['/api/analytics/session', { sessionId: sessionId(), utmParams: { utm_term: long(100) } }],
      ['/api/analytics/session', { sessionId: sessionId(), deviceInfo: { os: long(100) } }],
      ['/api/analytics/page-view', { sessionId: sessionId(), pagePath: `/${long(500)}` }],
      ['/api/analytics/page-view', { sessionId: sessionId(), pagePath: '/', pageTitle: long(200) }],
    ];
    for (const [url, body] of bodies) {
      const res = await postJson(app, url, body, { remoteAddress: '10.9.0.2' });
      expect(res.statusCode).toBe(400);
    }
  });

  it('limits each client to a steady rate, leaving other clients alone', async () => {
    const send = (remoteAddress: string) =>
      postJson(app, '/api/analytics/session', { sessionId: sessionId() }, { remoteAddress });
    const codes: number[] = [];
    for (let i = 0; i < 125; i++) codes.push((await send('10.9.0.3')).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(120);
    expect(codes.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const refused = await send('10.9.0.3');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(typeof refused.json().message).toBe('string');
    expect((await send('10.9.0.4')).statusCode).toBe(200);
  });
});
