import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { fuzzRequest } from '../testing/fuzzRequests';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('no input makes the API fail with 5xx', () => {
  it('survives 10,000 random requests across every route, control characters included', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(), async (request) => {
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
