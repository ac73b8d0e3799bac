import type { FuzzApi } from '../testing/fuzzRequests';
import { runFuzz } from './runFuzz';

const options = {
  runs: 120,
  seed: 3,
  maxSeconds: 60,
  allowedOrigins: ['http://localhost:3000'],
  api: {
    routes: [
      ['GET', '/api/song/{}'],
      ['POST', '/api/auth/login'],
    ],
    queryKeys: ['language'],
    fieldNames: ['email', 'password'],
  } satisfies FuzzApi,
};

describe('runFuzz', () => {
  it('sends every request and tallies the statuses', async () => {
    const report = await runFuzz(async () => ({ status: 200, body: '{}' }), options);
    expect(report).toMatchObject({ sent: 120, byStatus: { 200: 120 }, serverErrors: [] });
  });

  it('keeps the requests that got a 5xx or no answer, for replay', async () => {
    let n = 0;
    const report = await runFuzz(async () => {
      n += 1;
      if (n === 5) throw new Error('socket hang up');
      return { status: n === 7 ? 500 : 404, body: 'x' };
    }, options);
    expect(report.byStatus).toEqual({ 404: 118, 500: 1, 599: 1 });
    expect(report.serverErrors.map((failure) => failure.status)).toEqual([599, 500]);
    expect(report.serverErrors[0]?.request.url).toMatch(/^\/api\//);
  });

  it('is reproducible from its seed', async () => {
    const urls = async () => {
      const seen: string[] = [];
      await runFuzz(async (request) => {
        seen.push(request.url);
        return { status: 200, body: '' };
      }, options);
      return seen;
    };
    expect(await urls()).toEqual(await urls());
  });
});
