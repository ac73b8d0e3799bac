import { fetchRemoteMap, parseRemoteMap } from './remoteMap';

describe('parseRemoteMap', () => {
  it('keeps known remotes with http(s) or same-origin manifest URLs', () => {
    expect(
      parseRemoteMap({
        mf_home: 'http://localhost:3001/mf-manifest.json',
        mf_search: '/remotes/search/mf-manifest.json',
        mf_song: 'javascript:alert(1)',
        mf_unknown: 'http://evil.example/mf-manifest.json',
        mf_quiz: 42,
      }),
    ).toEqual({
      mf_home: 'http://localhost:3001/mf-manifest.json',
      mf_search: '/remotes/search/mf-manifest.json',
    });
  });

  it('turns anything that is not an object into an empty map', () => {
    expect(parseRemoteMap(null)).toEqual({});
    expect(parseRemoteMap('mf_home')).toEqual({});
  });
});

describe('fetchRemoteMap', () => {
  afterEach(() => document.getElementById('btb-remote-map')?.remove());

  it('prefers the map inlined in the page and makes no request', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'btb-remote-map';
    block.textContent = JSON.stringify({ mf_quiz: 'http://localhost:3004/mf-manifest.json' });
    document.head.append(block);
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    await expect(fetchRemoteMap()).resolves.toEqual({
      mf_quiz: 'http://localhost:3004/mf-manifest.json',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to /remotes.json, and to an empty map when that fails', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ mf_home: 'http://localhost:3001/mf-manifest.json' }),
    });
    await expect(fetchRemoteMap()).resolves.toEqual({
      mf_home: 'http://localhost:3001/mf-manifest.json',
    });
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchRemoteMap()).resolves.toEqual({});
  });
});
