import {
  LoginRequestSchema,
  SearchQuerySchema,
  SongDetailSchema,
} from '@btb/shared-contract/schemas';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { buildTestApp, testContext } from '../testing/testApp';
import { operationsOf } from './openApi';
import { registerApi } from './registerApi';

let app: FastifyInstance;
let document: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON
beforeAll(async () => {
  app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => app.close());

/** A schema as JSON (TypeBox's symbol keys dropped), as it appears in the document. */
const json = (schema: object) => JSON.parse(JSON.stringify(schema));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document with every route the API registers', async () => {
    expect(document.openapi).toMatch(/^3\./);
    const host = Fastify();
    const registered: [string, string][] = [];
    host.addHook('onRoute', (route: RouteOptions) => {
      const methods = ([] as string[]).concat(route.method);
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
      if (!hidden && route.url.startsWith('/api/'))
        for (const method of methods)
          if (method !== 'HEAD' && method !== 'OPTIONS')
            registered.push([method, route.url.replace(/:[A-Za-z]+/g, '{}')]);
    });
    await registerApi(host, testContext());
    await host.ready();
    await host.close();
    const described = operationsOf(document).map(([method, path]) => [
      method,
      path.replace(/\{\}\.html$/, '{}.html'),
    ]);
    expect(registered.length).toBeGreaterThanOrEqual(32);
    expect(new Set(described.map(String))).toEqual(new Set(registered.map(String)));
  });

  it('takes each request and response schema from the shared contract', () => {
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toEqual(json(LoginRequestSchema));
    const song = document.paths['/api/song/{id}'].get;
    expect(song.responses['200'].content['application/json'].schema).toEqual(
      json(SongDetailSchema),
    );
    const search = document.paths['/api/content/search'].get;
    expect(search.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      Object.keys(SearchQuerySchema.properties).sort(),
    );
  });
});
