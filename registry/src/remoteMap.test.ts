import type { RegistrySnapshot } from './registry';
import { createMapResolver } from './remoteMap';
import type { Channel, Release } from './types';

const release = (id: string): Release => ({
  remote: 'mf_hello',
  id,
  version: '1.0.0',
  contentHash: id.slice(-10),
  manifestIntegrity: 'sha384-m',
  entryIntegrity: 'sha384-e',
  requires: {},
  pages: {
    routes: [{ key: 'hello', path: '/hello', module: 'HelloPage' }],
    nav: [{ path: '/hello', order: 30, label: { en: 'Hello', de: 'Hallo' } }],
  },
  gitCommit: 'abc',
  builtAt: '2026-11-23T12:00:00.000Z',
  registeredAt: '2026-11-23T12:00:00.000Z',
});

const channel = (stable: string | null): Channel => ({
  remote: 'mf_hello',
  stable,
  canary: null,
  canaryShare: 0,
  stableHistory: [],
  revision: 1,
  promotedAt: null,
  promotedBy: null,
});

const v1 = '1.0.0-aaaaaaaaaa';

/** The registry's read, failing while `down` is set (the database restarting). */
function registryRead() {
  const registry = {
    down: false,
    load: jest.fn(async (): Promise<RegistrySnapshot> => {
      if (registry.down) throw new Error('database unreachable');
      return { channels: [channel(v1)], releases: [release(v1)] };
    }),
  };
  return registry;
}

describe('the remote map resolver', () => {
  it('serves the last map it read while the registry cannot be read (stale on error)', async () => {
    const registry = registryRead();
    const { load } = registry;
    const resolver = createMapResolver({ load, originOf: () => 'http://cdn', ttlMs: 0 });
    const first = await resolver.resolve('cohort123');
    registry.down = true;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await resolver.resolve('cohort123')).toEqual(first);
    expect(await resolver.resolve('cohort123')).toEqual(first);
    // One line when the registry cannot be read, however many requests meanwhile; one when it can.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('serving the last map'),
      expect.any(Error),
    );
    registry.down = false;
    await resolver.resolve('cohort123');
    await resolver.resolve('cohort123');
    expect(warn.mock.calls).toEqual([['[registry] the registry can be read again']]);
    error.mockRestore();
    warn.mockRestore();
    expect(first.mf_hello).toMatchObject({ release: v1, routes: [{ path: '/hello' }] });
  });

  it('with no map ever read, says so to the caller (the page renders without one)', async () => {
    const resolver = createMapResolver({
      load: () => Promise.reject(new Error('down')),
      originOf: () => 'http://cdn',
    });
    await expect(resolver.resolve('cohort123')).rejects.toThrow('down');
  });

  it('leaves out a remote with no live release (retired), and hands the renderer routes and nav', async () => {
    const resolver = createMapResolver({
      load: async () => ({ channels: [channel(null)], releases: [release(v1)] }),
      originOf: () => 'http://cdn',
    });
    expect(await resolver.resolve('cohort123')).toEqual({});
    const live = createMapResolver({
      load: async () => ({ channels: [channel(v1)], releases: [release(v1)] }),
      originOf: () => 'http://cdn',
    });
    expect((await live.resolve('c')).mf_hello).toMatchObject({
      release: v1,
      ...release(v1).pages,
    });
  });
});

describe('the remote map resolver while the registry cannot be read', () => {
  it('asks a registry it could not read again only after ttlMs, not on every request', async () => {
    const registry = registryRead();
    const { load } = registry;
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const resolver = createMapResolver({ load, originOf: () => 'http://cdn', ttlMs: 1000 });
    await resolver.resolve('cohort123');
    registry.down = true;
    now = 1500;
    for (let i = 0; i < 5; i += 1) await resolver.resolve('cohort123');
    expect(load).toHaveBeenCalledTimes(2);
    now = 2600;
    await resolver.resolve('cohort123');
    expect(load).toHaveBeenCalledTimes(3);
    error.mockRestore();
    clock.mockRestore();
  });
});
