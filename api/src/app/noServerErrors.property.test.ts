import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { fuzzApiOf } from '../fuzz/fuzzApiOf';
import { injectTarget } from '../fuzz/fuzzTarget';
import { fuzzRequest, type FuzzApi } from '../testing/fuzzRequests';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
let api: FuzzApi;
beforeAll(async () => {
  app = await buildTestApp();
  // The routes the API registered and their fields, as its OpenAPI description lists them.
  api = await fuzzApiOf(injectTarget(app));
});
afterAll(() => app.close());

describe('no input makes the API fail with 5xx', () => {
  it('survives 10,000 random requests across every route, control characters included', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(api), async (request) => {
        const res = await app.inject(request);
        if (res.statusCode >= 500) {
          const { method, url, payload } = request;
          throw new Error(`${method} ${url} ${payload} -> ${res.statusCode} ${res.body}`);
        }
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
      }),
      { numRuns: 10_000 },
    );
  }, 300_000);
});
