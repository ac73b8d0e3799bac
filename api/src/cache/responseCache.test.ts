import { ResponseCache, type CachedBody } from './responseCache';

const entry = (text: string, songIds: number[] = []): CachedBody => ({
  body: Buffer.from(text),
  songIds: new Set(songIds),
});

/** A loader that counts its calls and answers `text`. */
function loader(text: string, songIds: number[] = []) {
  const load = jest.fn(async () => entry(text, songIds));
  return load;
}

/** A promise the test resolves by hand, to hold a load open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ResponseCache', () => {
  it('loads once and then serves the stored body', async () => {
    const cache = new ResponseCache();
    const load = loader('[1]');
    expect((await cache.get('a', load)).toString()).toBe('[1]');
    expect((await cache.get('a', load)).toString()).toBe('[1]');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = new ResponseCache();
    await cache.get('a', loader('A'));
    expect((await cache.get('b', loader('B'))).toString()).toBe('B');
    expect((await cache.get('a', loader('other'))).toString()).toBe('A');
  });

  it('loads again once the TTL has passed', async () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 30_000, now: () => now });
    await cache.get('a', loader('old'));
    now += 29_999;
    expect((await cache.get('a', loader('new'))).toString()).toBe('old');
    now += 2;
    expect((await cache.get('a', loader('new'))).toString()).toBe('new');
  });

  it('shares one running load between concurrent callers', async () => {
    const cache = new ResponseCache();
    const gate = deferred<CachedBody>();
    const load = jest.fn(() => gate.promise);
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    gate.resolve(entry('shared'));
    expect((await both).map(String)).toEqual(['shared', 'shared']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect((await cache.get('a', loader('ok'))).toString()).toBe('ok');
  });

  it('writes a new count into the entries that show the song, and keeps the others', async () => {
    const cache = new ResponseCache();
    const withCount = jest.fn((_songId: number, _counter: string, value: number) =>
      Buffer.from(`likes ${value}`),
    );
    await cache.get('with7', async () => ({ ...entry('likes 1', [3, 7]), withCount }));
    await cache.get('plain7', loader('old7', [7]));
    await cache.get('without7', loader('old', [3, 4]));
    cache.updateSongCount(7, 'likes', 2);
    expect(withCount).toHaveBeenCalledWith(7, 'likes', 2);
    expect((await cache.get('with7', loader('reloaded'))).toString()).toBe('likes 2');
    // An entry that cannot be updated is dropped and loads afresh.
    expect((await cache.get('plain7', loader('new7'))).toString()).toBe('new7');
    expect((await cache.get('without7', loader('new'))).toString()).toBe('old');
  });

  it('drops everything on clear', async () => {
    const cache = new ResponseCache();
    await cache.get('a', loader('old', [1]));
    await cache.get('b', loader('old'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.get('b', loader('new'))).toString()).toBe('new');
  });

  it('does not store a load that started before a counter write', async () => {
    const cache = new ResponseCache();
    const gate = deferred<CachedBody>();
    const running = cache.get('a', () => gate.promise);
    cache.updateSongCount(7, 'plays', 5);
    // A caller after the write does not join the load that may have read the old count.
    const fresh = loader('after write', [7]);
    expect((await cache.get('a', fresh)).toString()).toBe('after write');
    gate.resolve(entry('before write', [7]));
    expect((await running).toString()).toBe('before write');
    expect((await cache.get('a', loader('again'))).toString()).toBe('after write');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('stays within its entry and byte bounds, dropping the least recently used', async () => {
    const byCount = new ResponseCache({ maxEntries: 2 });
    await byCount.get('a', loader('A'));
    await byCount.get('b', loader('B'));
    await byCount.get('a', loader('x'));
    await byCount.get('c', loader('C'));
    expect(byCount.size).toBe(2);
    expect((await byCount.get('a', loader('x'))).toString()).toBe('A');
    expect((await byCount.get('b', loader('B again'))).toString()).toBe('B again');

    const byBytes = new ResponseCache({ maxBytes: 10 });
    await byBytes.get('a', loader('12345'));
    await byBytes.get('b', loader('67890'));
    await byBytes.get('c', loader('abc'));
    expect((await byBytes.get('a', loader('reloaded'))).toString()).toBe('reloaded');
    // Bigger than the whole budget: answered but not kept.
    const huge = loader('x'.repeat(11));
    await byBytes.get('huge', huge);
    await byBytes.get('huge', huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });
});
