import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticFileCache } from './staticFileCache';

let dir: string;
const fileIn = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'btb-static-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createStaticFileCache', () => {
  it('holds files up to its bound in bytes, dropping the least recently sent first', async () => {
    const cache = createStaticFileCache({ maxBytes: 250, maxFileBytes: 200, recheckMs: 60_000 });
    const [a = '', b = '', c = ''] = ['a.js', 'b.js', 'c.js'].map((name) =>
      fileIn(name, 'x'.repeat(100)),
    );
    for (const file of [a, b, a, c]) await cache.get(file);
    expect(cache.heldBytes).toBe(200);
    // b went (a was sent after it): b is read again, a is still sent from memory.
    writeFileSync(b, 'changed b');
    writeFileSync(a, 'changed a');
    expect((await cache.get(b))?.identity.body.toString()).toBe('changed b');
    expect((await cache.get(a))?.identity.body.toString()).toBe('x'.repeat(100));
  });

  it('leaves out files too large to hold and files of types it does not send', async () => {
    const cache = createStaticFileCache({ maxBytes: 1000, maxFileBytes: 10, recheckMs: 60_000 });
    expect(await cache.get(fileIn('big.js', 'x'.repeat(11)))).toBeUndefined();
    expect(await cache.get(fileIn('photo.png', 'png'))).toBeUndefined();
    expect(await cache.get(path.join(dir, 'missing.js'))).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });

  it('notices a removed or replaced file once the recheck time has passed', async () => {
    const cache = createStaticFileCache({ maxBytes: 1000, maxFileBytes: 100, recheckMs: 0 });
    const file = fileIn('chunk.js', 'first');
    expect((await cache.get(file))?.identity.body.toString()).toBe('first');
    writeFileSync(file, 'second');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await cache.get(file))?.identity.body.toString()).toBe('second');
    rmSync(file);
    expect(await cache.get(file)).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });

  it('reads a file once for requests that come together', async () => {
    const cache = createStaticFileCache({ maxBytes: 1000, maxFileBytes: 100, recheckMs: 60_000 });
    const file = fileIn('entry.js', 'entry');
    const [first, second] = await Promise.all([cache.get(file), cache.get(file)]);
    expect(first).toBe(second);
  });
});
