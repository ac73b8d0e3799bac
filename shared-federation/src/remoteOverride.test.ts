import {
  addOverride,
  applyOverrides,
  isOverridden,
  readOverrides,
  removeOverride,
  withOverrides,
} from './remoteOverride';

const map = {
  mf_search: {
    entry: 'http://localhost:3002/releases/mf_search/1.0.0-abc/mf-manifest.json',
    release: '1.0.0-abc',
    integrity: 'sha384-xyz',
    routes: [{ key: 'search', path: '/search', module: 'SearchPage' }],
  },
  mf_song: { entry: 'http://localhost:3003/mf-manifest.json' },
};
const dev = 'http://localhost:3202/mf-manifest.json';

describe('remote overrides', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'btb_remote_overrides=; path=/; max-age=0';
  });

  const mirrored = () => /(?:^|; )btb_remote_overrides=([^;]*)/.exec(document.cookie)?.[1];

  it('mirrors the overridden remotes (names only) in a cookie for the server renderer', async () => {
    addOverride('mf_search', dev);
    expect(mirrored()).toBe('mf_search');
    addOverride('mf_song', 'http://localhost:3203/mf-manifest.json');
    expect(mirrored()).toBe('mf_search.mf_song');
    removeOverride('mf_search');
    removeOverride('mf_song');
    expect(mirrored()).toBeUndefined();
  });

  it('where the site refuses overrides, the page runs the release and the cookie names none', async () => {
    addOverride('mf_search', dev);
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ allowed: false })));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      expect(await withOverrides(map)).toBe(map);
    } finally {
      global.fetch = realFetch;
    }
    expect(isOverridden('mf_search')).toBe(false);
    expect(mirrored()).toBeUndefined();
  });

  it("clears the cookie when no override is left, from the server's word, without reading cookies", async () => {
    document.cookie = 'btb_remote_overrides=mf_search; path=/';
    const reads = jest.spyOn(Document.prototype, 'cookie', 'get');
    expect(await withOverrides(map, false)).toBe(map);
    expect(reads).not.toHaveBeenCalled();
    expect(await withOverrides(map, true)).toBe(map);
    reads.mockRestore();
    expect(mirrored()).toBeUndefined();
  });

  it('points one remote at a dev server, keeping its routes and dropping the release integrity', () => {
    addOverride('mf_search', dev);
    const { map: merged, active } = applyOverrides(map, true);
    expect(active).toEqual([{ remote: 'mf_search', entry: dev }]);
    expect(merged.mf_search).toEqual({ entry: dev, routes: map.mf_search.routes });
    expect(merged.mf_song).toBe(map.mf_song);
  });

  it('changes nothing where overrides are not allowed (a production shell)', () => {
    addOverride('mf_search', dev);
    expect(applyOverrides(map, false)).toEqual({ map, active: [] });
  });

  it('ignores remotes the map does not know, and anything but an http(s) manifest URL', () => {
    localStorage.setItem(
      'btb-remote-overrides',
      JSON.stringify({ mf_nope: dev, mf_song: 'javascript:alert(1)', mf_search: 42 }),
    );
    expect(applyOverrides(map, true).active).toEqual([]);
    expect(() => addOverride('mf_search', 'data:text/javascript,1')).toThrow('not an http(s)');
    localStorage.setItem('btb-remote-overrides', '{broken');
    expect(readOverrides()).toEqual([]);
  });

  it('removes one override and leaves the others', () => {
    addOverride('mf_search', dev);
    addOverride('mf_song', 'http://localhost:3203/mf-manifest.json');
    removeOverride('mf_search');
    expect(readOverrides()).toEqual([
      { remote: 'mf_song', entry: 'http://localhost:3203/mf-manifest.json' },
    ]);
    removeOverride('mf_song');
    expect(localStorage.getItem('btb-remote-overrides')).toBeNull();
  });
});
