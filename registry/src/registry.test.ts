/** @jest-environment ./src/registryTestEnvironment.ts */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@btb/database';
import { cohortBucket } from './cohort';
import { createRegistry } from './registry';
import { createMapResolver } from './remoteMap';
import { registerRegistryRoutes } from './registryRoutes';
import { listAudit, migrateRegistry } from './registryStore';
import { stageRelease } from './releaseFiles';

declare const __openTestDatabase: (pgliteDir: string) => Promise<Db>;
const openTestDatabase = __openTestDatabase;

const token = 'test-deploy-token';
const auth = { authorization: `Bearer ${token}` };
const scratch = mkdtempSync(path.join(tmpdir(), 'btb-registry-'));
const releasesDir = path.join(scratch, 'releases');
const provided = { '@btb/shared-player': '0.1.0', react: '19.2.0' };

let db: Db;
let app: FastifyInstance;

async function open(): Promise<void> {
  db = await openTestDatabase(path.join(scratch, 'pglite'));
  await migrateRegistry(db);
  const registry = createRegistry({ db, releasesDir, shellProvides: () => provided });
  const resolver = createMapResolver({
    load: registry.snapshot,
    originOf: () => 'http://localhost:3002',
    ttlMs: 0,
  });
  app = Fastify();
  registerRegistryRoutes(app, { registry, resolver, db, deployToken: token });
  await app.ready();
}

async function close(): Promise<void> {
  await app.close();
  await db.close();
}

/** A remote's build as webpack leaves it, with the shared ranges it needs; staged as a release. */
function build(
  label: string,
  requires: Record<string, string> = { '@btb/shared-player': '^0.1.0' },
  remote = 'mf_search',
) {
  const dir = path.join(scratch, `build-${label}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: remote,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: Object.entries(requires).map(([name, requiredVersion]) => ({
        name,
        requiredVersion,
      })),
    }),
  );
  return stageRelease(dir, releasesDir, remote, '0.1.0').id;
}

const post = (url: string, payload: object, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url, payload, headers });
const snapshot = async () =>
  (await app.inject({ method: 'GET', url: '/registry', headers: auth })).json();
const channel = async () =>
  (await snapshot()).channels.find((c: { remote: string }) => c.remote === 'mf_search');
const release = (id: string) => post('/registry/releases', { remote: 'mf_search', release: id });

beforeAll(open, 60_000);
afterAll(async () => {
  await close();
  rmSync(scratch, { recursive: true, force: true });
});

let v1: string;
let v2: string;

test('a release is recorded with its integrity, shared ranges and commit; the same build is the same release', async () => {
  v1 = build('v1');
  v2 = build('v2');
  expect(v1).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
  expect(v2).not.toBe(v1);
  expect(build('v1')).toBe(v1);
  const response = await post('/registry/releases', {
    remote: 'mf_search',
    release: v1,
    gitCommit: 'abc123',
    builtAt: '2026-11-23T12:00:00Z',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().release).toMatchObject({
    id: v1,
    gitCommit: 'abc123',
    requires: { '@btb/shared-player': '^0.1.0' },
    manifestIntegrity: expect.stringMatching(/^sha384-/),
    entryIntegrity: expect.stringMatching(/^sha384-/),
    pages: { routes: [{ path: '/search', module: 'SearchPage' }] },
  });
  expect((await release(v2)).statusCode).toBe(200);
});

test('writes need the deploy token; the remote map does not', async () => {
  const before = await snapshot();
  const body = { remote: 'mf_search', release: v1, channel: 'stable' };
  expect((await post('/registry/promote', body, {})).statusCode).toBe(401);
  expect(
    (await post('/registry/promote', body, { authorization: 'Bearer wrong' })).statusCode,
  ).toBe(403);
  expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
  expect(await snapshot()).toEqual(before);
});

test('bad bodies get a clear error and leave the registry unchanged', async () => {
  const before = await snapshot();
  const cases: [string, object, RegExp][] = [
    ['/registry/promote', { remote: 'mf_search', release: v1, channel: 'beta' }, /channel/],
    [
      '/registry/promote',
      { remote: 'mf_search', release: v1, channel: 'canary', share: 150 },
      /share/,
    ],
    [
      '/registry/promote',
      { remote: 'mf_search', release: '../../etc', channel: 'stable' },
      /release id/,
    ],
    ['/registry/promote', { remote: 'MF Search', release: v1, channel: 'stable' }, /remote name/],
    [
      '/registry/promote',
      { remote: 'mf_search', release: '0.9.0-0000000000', channel: 'stable' },
      /no release/,
    ],
    ['/registry/rollback', { remote: 'mf_search' }, /no earlier stable/],
    [
      '/registry/releases',
      { remote: 'mf_search', release: '0.1.0-ffffffffff' },
      /No release folder/,
    ],
    ['/registry/prune', { days: -1 }, /days/],
  ];
  for (const [url, body, message] of cases) {
    const response = await post(url, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toMatch(message);
  }
  expect(await snapshot()).toEqual(before);
});

test('canary goes to its share of cohorts, stable to the rest; promote and rollback', async () => {
  expect(
    (await post('/registry/promote', { remote: 'mf_search', release: v1, channel: 'stable' }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await post('/registry/promote', {
        remote: 'mf_search',
        release: v2,
        channel: 'canary',
        share: 50,
      })
    ).statusCode,
  ).toBe(200);
  const cohorts = [
    'cohortAAAA',
    'cohortBBBB',
    'cohortCCCC',
    'cohortDDDD',
    'cohortEEEE',
    'cohortFFFF',
  ];
  const inCanary = cohorts.find((c) => cohortBucket(c, 'mf_search') < 50) as string;
  const inStable = cohorts.find((c) => cohortBucket(c, 'mf_search') >= 50) as string;
  const releaseFor = async (cohort: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/remotes.json',
        headers: { cookie: `btb_cohort=${cohort}` },
      })
    ).json().mf_search.release;
  expect(await releaseFor(inCanary)).toBe(v2);
  expect(await releaseFor(inStable)).toBe(v1);
  expect(await releaseFor(inCanary)).toBe(v2);

  await post('/registry/promote', { remote: 'mf_search', release: v2, channel: 'stable' });
  expect(await releaseFor(inStable)).toBe(v2);
  expect(await channel()).toMatchObject({ stable: v2, canary: null, canaryShare: 0 });

  expect((await post('/registry/rollback', { remote: 'mf_search' })).statusCode).toBe(200);
  expect(await releaseFor(inCanary)).toBe(v1);
  expect(await releaseFor(inStable)).toBe(v1);
});

test('a browser without a cohort gets one, kept in a cookie; the map is never cached', async () => {
  const response = await app.inject({ method: 'GET', url: '/remotes.json' });
  expect(response.headers['set-cookie']).toMatch(/^btb_cohort=[A-Za-z0-9_-]+; Path=\/; Max-Age=/);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('a release needing a shared major the live shell does not provide is refused, by name and versions', async () => {
  const v3 = build('v3', { '@btb/shared-player': '^2.0.0' });
  await release(v3);
  const before = await channel();
  const response = await post('/registry/promote', {
    remote: 'mf_search',
    release: v3,
    channel: 'canary',
    share: 10,
  });
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toMatch(/@btb\/shared-player.*\^2\.0\.0.*0\.1\.0/);
  expect(await channel()).toEqual(before);
});

test('of two promotions based on the same revision one wins; the log shows both', async () => {
  const { revision } = await channel();
  const [a, b] = await Promise.all([
    post('/registry/promote', {
      remote: 'mf_search',
      release: v2,
      channel: 'stable',
      ifRevision: revision,
    }),
    post('/registry/promote', {
      remote: 'mf_search',
      release: v1,
      channel: 'canary',
      share: 5,
      ifRevision: revision,
    }),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const [latest, previous] = await listAudit(db, 2);
  expect([latest?.outcome, previous?.outcome].sort()).toEqual(['ok', 'refused']);
  expect(latest?.actor).toMatch(/^token sha256:[0-9a-f]{12}$/);
  expect((await channel()).revision).toBe(revision + 1);
});

test('a remote the platform does not describe brings its own routes and nav link; retire takes them off', async () => {
  const hello = build('hello', {}, 'mf_hello');
  const pages = {
    routes: [{ key: 'hello', path: '/hello', module: 'HelloPage' }],
    nav: { path: '/hello', order: 30, label: { en: 'Hello', de: 'Hallo' }, badge: 'hello.count' },
  };
  const register = (body: object) =>
    post('/registry/releases', { remote: 'mf_hello', release: hello, ...body });
  const badPages: [object, RegExp][] = [
    [{}, /not in the platform description: send its pages/],
    [{ pages: { routes: 'hello' } }, /pages must be/],
    [{ pages: { routes: [{ key: 'hello', path: 'hello', module: 'HelloPage' }] } }, /route/],
    [{ pages: { routes: [{ key: 'hello', path: '/hello', module: '../x' }] } }, /route/],
    [{ pages: { ...pages, nav: { path: '/hello', label: { en: 'Hello' } } } }, /en and de/],
    [
      { pages: { ...pages, nav: [pages.nav, { path: 'me', label: { en: 'Me', de: 'Ich' } }] } },
      /path/,
    ],
  ];
  const before = await snapshot();
  for (const [body, message] of badPages) {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  }
  expect(await snapshot()).toEqual(before);

  expect((await register({ pages })).statusCode).toBe(200);
  const map = async () => (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
  expect((await map()).mf_hello).toBeUndefined();
  await post('/registry/promote', { remote: 'mf_hello', release: hello, channel: 'stable' });
  expect((await map()).mf_hello).toEqual({
    entry: `http://localhost:3002/releases/mf_hello/${hello}/mf-manifest.json`,
    release: hello,
    integrity: expect.stringMatching(/^sha384-/),
    routes: pages.routes,
    // One link as releases sent it before nav lists: the map serves a list.
    nav: [pages.nav],
  });

  expect((await post('/registry/retire', { remote: 'mf_hello' })).statusCode).toBe(200);
  expect((await map()).mf_hello).toBeUndefined();
  const again = await post('/registry/retire', { remote: 'mf_hello' });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toMatch(/not on the site/);
  expect((await post('/registry/retire', { remote: 'mf_hello' }, {})).statusCode).toBe(401);
  // Retiring keeps the release: rollback brings it back.
  expect((await post('/registry/rollback', { remote: 'mf_hello' })).statusCode).toBe(200);
  expect((await map()).mf_hello.release).toBe(hello);
  const [latest] = await listAudit(db, 1);
  expect(latest).toMatchObject({ remote: 'mf_hello', action: 'rollback', outcome: 'ok' });
});

test('a site without a deploy token refuses every write, saying why', async () => {
  const registry = createRegistry({ db, releasesDir, shellProvides: () => provided });
  const resolver = createMapResolver({ load: registry.snapshot, originOf: () => '', ttlMs: 0 });
  const tokenless = Fastify();
  registerRegistryRoutes(tokenless, { registry, resolver, db, deployToken: undefined });
  const before = await snapshot();
  for (const url of ['/registry/promote', '/registry/rollback', '/registry/retire']) {
    const response = await tokenless.inject({
      method: 'POST',
      url,
      payload: { remote: 'mf_search', release: v1, channel: 'stable' },
      headers: auth,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/no DEPLOY_TOKEN/);
  }
  await tokenless.close();
  expect(await snapshot()).toEqual(before);
});

test('a restart keeps releases, channels and the audit log', async () => {
  const before = await snapshot();
  const audit = await listAudit(db);
  await close();
  await open();
  expect(await snapshot()).toEqual(before);
  expect(await listAudit(db)).toEqual(audit);
}, 60_000);

describe('/registry/deployments (the live versions page)', () => {
  const url = '/registry/deployments';

  test('is refused without the deploy token, and without one configured on the site, showing nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: token }]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect([401, 403]).toContain(response.statusCode);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    const tokenless = Fastify();
    const registry = createRegistry({ db, releasesDir, shellProvides: () => provided });
    const resolver = createMapResolver({ load: registry.snapshot, originOf: () => '', ttlMs: 0 });
    registerRegistryRoutes(tokenless, { registry, resolver, db, deployToken: undefined });
    const response = await tokenless.inject({ method: 'GET', url, headers: auth });
    await tokenless.close();
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/no DEPLOY_TOKEN/);
  });

  test('with the token: per remote stable, canary, share and what changed them when, by which token', async () => {
    await post('/registry/promote', { remote: 'mf_search', release: v1, channel: 'stable' });
    const startedAt = Date.now();
    await post('/registry/promote', {
      remote: 'mf_search',
      release: v2,
      channel: 'canary',
      share: 30,
    });
    const response = await app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const search = response
      .json()
      .remotes.find((r: { remote: string }) => r.remote === 'mf_search');
    expect(search).toMatchObject({
      stable: { id: v1, version: '0.1.0', gitCommit: 'abc123' },
      canary: { id: v2, version: '0.1.0' },
      canaryShare: 30,
      lastChange: { action: 'promote-canary', by: expect.stringMatching(/^token sha256:/) },
    });
    expect(Date.parse(search.lastChange.at)).toBeGreaterThanOrEqual(startedAt - 1000);
  });
});
