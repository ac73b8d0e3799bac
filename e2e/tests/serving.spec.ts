import { expect, test } from '@playwright/test';
import { shellOrigin } from '../support/ports';
import { remoteOrigins } from '../support/routes';

const searchOrigin = remoteOrigins.mf_search;

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: { js: { sync: string[] } } }[];
}

test.describe('how the site is served', () => {
  test('the shell build names no remote: the remote map comes at run time', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="?([^" >]+)/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src as string)).text();
      for (const origin of Object.values(remoteOrigins)) expect(body).not.toContain(origin);
      expect(body).not.toContain('mf-manifest.json');
    }
    const map = (await (await request.get('/remotes.json')).json()) as Record<
      string,
      { entry: string }
    >;
    // The registry's stable release of mf-search, served from its own path on the remote's origin.
    expect(map.mf_search?.entry).toMatch(
      new RegExp(`^${searchOrigin}/releases/mf_search/[^/]+/mf-manifest\\.json$`),
    );
  });

  test('manifests, remote entries and pages revalidate; hashed chunks are immutable', async ({
    request,
  }) => {
    const manifestResponse = await request.get(`${searchOrigin}/mf-manifest.json`);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as Manifest;
    const entry = await request.get(`${searchOrigin}/${manifest.metaData.remoteEntry.name}`);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const chunk = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
    const chunkResponse = await request.get(`${searchOrigin}/${chunk}`);
    expect(chunkResponse.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/search')).headers()['cache-control']).toBe('private, no-cache');
    expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
  });

  test('every origin names its icon, and serves it', async ({ request }) => {
    for (const origin of [shellOrigin, searchOrigin]) {
      const html = await (await request.get(`${origin}/`)).text();
      const icon = html.match(/<link rel="?icon"? href="?([^" >]+)/)?.[1];
      expect(icon, `icon link on ${origin}`).toBeDefined();
      const response = await request.get(new URL(icon as string, `${origin}/`).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    }
  });

  test('responses are compressed', async ({ request }) => {
    const response = await request.get(`${searchOrigin}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(['gzip', 'br']).toContain(response.headers()['content-encoding']);
  });

  test("remote origins share their code with the shell's origin only", async ({ request }) => {
    const allowed = await request.get(`${searchOrigin}/mf-manifest.json`, {
      headers: { Origin: shellOrigin },
    });
    expect(allowed.headers()['access-control-allow-origin']).toBe(shellOrigin);
    const foreign = await request.get(`${searchOrigin}/mf-manifest.json`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
