import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';
import { operationsOf } from './openApi';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/openapi.json', () => {
  it('describes every API route in OpenAPI 3, from the routes’ own schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    const operations = operationsOf(document);
    expect(operations).toEqual(
      expect.arrayContaining([
        ['POST', '/api/auth/login'],
        ['GET', '/api/song/{}'],
        ['POST', '/api/content/{}/like'],
        ['PATCH', '/api/analytics/page-view/{}'],
        ['GET', '/api/media/audio/{}'],
      ]),
    );
    expect(operations.length).toBeGreaterThanOrEqual(32);
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});
