import {
  appendFileSync,
  mkdtempSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { followFile } from './followFile';

describe('followFile', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'btb-follow-'));
    file = path.join(dir, 'access.log');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the lines added since it started, each once, a half-written line once it is whole', () => {
    writeFileSync(file, 'old 1\nold 2\n');
    const follower = followFile(file);
    expect(follower.read()).toEqual([]);
    appendFileSync(file, 'new 1\nnew 2\nhal');
    expect(follower.read()).toEqual(['new 1', 'new 2']);
    expect(follower.read()).toEqual([]);
    appendFileSync(file, 'f\n');
    expect(follower.read()).toEqual(['half']);
  });

  it('starts over on a rotated or truncated log, and waits for a log not there yet', () => {
    const follower = followFile(file);
    expect(follower.read()).toEqual([]);
    writeFileSync(file, '');
    expect(follower.read()).toEqual([]);
    appendFileSync(file, 'a\n');
    expect(follower.read()).toEqual(['a']);

    renameSync(file, `${file}.1`);
    writeFileSync(file, 'after rotation\n');
    expect(follower.read()).toEqual(['after rotation']);

    truncateSync(file, 0);
    appendFileSync(file, 'x\n');
    expect(follower.read()).toEqual(['x']);
  });

  it('skips a backlog too old to matter', () => {
    writeFileSync(file, '');
    const follower = followFile(file, 10);
    follower.read();
    appendFileSync(file, 'far too much at once\n');
    expect(follower.read()).toEqual([]);
    appendFileSync(file, 'next\n');
    expect(follower.read()).toEqual(['next']);
  });
});
