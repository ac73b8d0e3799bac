/** @jest-environment node */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadServerPage } from './serverFederation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const v1 = 'http://site.test/releases/mf_search/1.0.0-aaa/mf-manifest.json';
const v2 = 'http://site.test/releases/mf_search/1.0.1-bbb/mf-manifest.json';
const v3 = 'http://site.test/releases/mf_search/1.0.2-ccc/mf-manifest.json';

/** The federation runtime as the server sees it: one registered entry per remote name. */
let registeredEntry = '';
const register = jest.mocked(registerRemotes);
const load = jest.mocked(loadRemote);

beforeEach(() => {
  register.mockReset().mockImplementation((remotes) => {
    const [remote] = remotes;
    registeredEntry = remote && 'entry' in remote ? remote.entry : '';
  });
  // Loading takes a while, and yields the page of whatever release is registered when it ends.
  load.mockReset().mockImplementation(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return { page: registeredEntry };
  });
  global.fetch = jest.fn(
    async (url: string | URL | Request) =>
      new Response(JSON.stringify({ metaData: { remoteEntry: { name: String(url) } } })),
  ) as typeof fetch;
});

describe('loadServerPage', () => {
  it('gives each of two cohorts rendered at once the page of its own release', async () => {
    const [stable, canary] = await Promise.all([
      loadServerPage('mf_search', v1, 'mf_search/SearchPage'),
      loadServerPage('mf_search', v2, 'mf_search/SearchPage'),
    ]);
    expect(stable.module).toEqual({ page: v1 });
    expect(canary.module).toEqual({ page: v2 });
    expect(stable.manifest.metaData?.remoteEntry?.name).toBe(v1);
  });

  it('keeps stable and canary loaded, so alternating cohorts do not reload either', async () => {
    for (const entry of [v1, v2, v1, v2, v1]) {
      const { module } = await loadServerPage('mf_home', entry, 'mf_home/HomePage');
      expect(module).toEqual({ page: entry });
    }
    expect(load).toHaveBeenCalledTimes(2);
    // A third release drops the one used longest ago (v2), which then loads again.
    await loadServerPage('mf_home', v3, 'mf_home/HomePage');
    await loadServerPage('mf_home', v1, 'mf_home/HomePage');
    expect(load).toHaveBeenCalledTimes(3);
    const again = await loadServerPage('mf_home', v2, 'mf_home/HomePage');
    expect(again.module).toEqual({ page: v2 });
    expect(load).toHaveBeenCalledTimes(4);
    expect(register).toHaveBeenLastCalledWith([{ name: 'mf_home', entry: v2 }], { force: true });
  });

  it('loads a release again when its manifest changed at the same URL (a redeploy in place)', async () => {
    await loadServerPage('mf_search', v1, 'mf_search/SearchPage');
    load.mockClear();
    global.fetch = jest.fn(async () => new Response('{"metaData":{"remoteEntry":{"name":"x"}}}'));
    await loadServerPage('mf_search', v1, 'mf_search/SearchPage');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a manifest that is not JSON, and a page the runtime cannot load', async () => {
    global.fetch = jest.fn(async () => new Response('<html>'));
    await expect(loadServerPage('mf_song', v1, 'mf_song/SongPage')).rejects.toThrow();
    load.mockResolvedValueOnce(undefined);
    global.fetch = jest.fn(async () => new Response('{}'));
    await expect(loadServerPage('mf_song', v2, 'mf_song/SongPage')).rejects.toThrow(
      'mf_song/SongPage could not be loaded',
    );
    // A failed load does not block the next one of that remote.
    await expect(loadServerPage('mf_song', v2, 'mf_song/SongPage')).resolves.toMatchObject({
      module: { page: v2 },
    });
  });
});
