/** @jest-environment ./src/registryTestEnvironment.ts */
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@btb/database';
import { createRegistry } from './registry';
import { createMapResolver } from './remoteMap';
import { registerRegistryRoutes } from './registryRoutes';
import { migrateRegistry } from './registryStore';
import { stageRelease } from './releaseFiles';
import { releasesPrefix } from '@btb/shared-contract';
import { serveReleases } from './serveReleases';

declare const __openTestDatabase: (pgliteDir: string) => Promise<Db>;

const token = 'walk-deploy-token';
const scratch = mkdtempSync(path.join(tmpdir(), 'btb-registry-access-'));
const releasesDir = path.join(scratch, 'releases');

interface Route {
  method: HTTPMethods;
  url: string;
}

/** What a browser needs to load remotes: the remote map and the releases' files. */
const isPublic = ({ url }: Route) => url === '/remotes.json' || url.startsWith(releasesPrefix);

let db: Db;
let release: string;

/** The registry's routes as the site mounts them, and every route they add. */
async function site(deployToken: string | undefined) {
  const app: FastifyInstance = Fastify();
  const routes: Route[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });
  const registry = createRegistry({ db, releasesDir, shellProvides: () => ({}) });
  const resolver = createMapResolver({ load: registry.snapshot, originOf: () => '', ttlMs: 0 });
  registerRegistryRoutes(app, { registry, resolver, db, deployToken });
  await serveReleases(app, releasesDir);
  await app.ready();
  return { app, routes };
}

const concrete = (url: string) =>
  url.replace(/\*$/, `mf_search/${release}/mf-manifest.json`).replace(/:(\w+)/g, 'x');

beforeAll(async () => {
  db = await __openTestDatabase(path.join(scratch, 'pglite'));
  await migrateRegistry(db);
  const build = path.join(scratch, 'build');
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'remoteEntry.js'), '/* entry */');
  writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_search',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
    }),
  );
  release = stageRelease(build, releasesDir, 'mf_search', '0.1.0').id;
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('every registry route but the remote map and the release files refuses a caller without the deploy token', async () => {
  const { app, routes } = await site(token);
  const guarded = routes.filter((route) => !isPublic(route));
  // The walk covers the reads (the audit log among them) and the writes, whatever is added later.
  expect(guarded.map(({ method, url }) => `${method} ${url}`)).toEqual(
    expect.arrayContaining(['GET /registry', 'GET /registry/audit', 'HEAD /registry/audit']),
  );
  for (const { method, url } of guarded) {
    for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
      const response = await app.inject({ method, url: concrete(url), headers, payload: {} });
      expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: headers.authorization ? 403 : 401,
      });
      if (method !== 'HEAD') expect(Object.keys(response.json())).toEqual(['error']);
    }
  }
  await app.close();
});

test('a site without a deploy token refuses them all, even to a caller presenting one', async () => {
  const { app, routes } = await site(undefined);
  for (const { method, url } of routes.filter((route) => !isPublic(route))) {
    const headers = { authorization: `Bearer ${token}` };
    const response = await app.inject({ method, url: concrete(url), headers, payload: {} });
    expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({
      route: `${method} ${url}`,
      status: 403,
    });
  }
  await app.close();
});

test('what the browser loads remotes from stays public', async () => {
  const { app, routes } = await site(token);
  const open = routes.filter((route) => isPublic(route) && route.method === 'GET');
  expect(open.length).toBeGreaterThanOrEqual(2);
  for (const { url } of open) {
    const response = await app.inject({ method: 'GET', url: concrete(url) });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  }
  const audit = await app.inject({
    method: 'GET',
    url: '/registry/audit',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(audit.statusCode).toBe(200);
  expect(audit.headers['cache-control']).toBe('no-store');
  await app.close();
});
