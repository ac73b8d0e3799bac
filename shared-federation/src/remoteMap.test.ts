import { fetchRemoteMap } from './remoteMap';

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
      mf_quiz: { entry: 'http://localhost:3004/mf-manifest.json' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to /remotes.json, then to the last map this browser got, then to none', async () => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    await expect(fetchRemoteMap()).resolves.toEqual({});
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ mf_home: 'http://localhost:3001/mf-manifest.json' }),
    });
    await expect(fetchRemoteMap()).resolves.toEqual({
      mf_home: { entry: 'http://localhost:3001/mf-manifest.json' },
    });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503, statusText: '' });
    await expect(fetchRemoteMap()).resolves.toEqual({
      mf_home: { entry: 'http://localhost:3001/mf-manifest.json' },
    });
  });
});
