import fs, { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stageRelease } from './releaseFiles';

function aBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'btb-build-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mf_search"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_search;');
  return dir;
}

describe('stageRelease', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets two processes stage the same build at once: one copy, the same release id, no leftovers', () => {
    const build = aBuild();
    const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'btb-releases-'));
    const realRename = fs.renameSync;
    // Another site process finishes staging the same build between our copy and our rename.
    jest.spyOn(fs, 'renameSync').mockImplementationOnce((from, to) => {
      mkdirSync(to, { recursive: true });
      fs.cpSync(build, String(to), { recursive: true });
      realRename(from, to);
    });
    const staged = stageRelease(build, releasesDir, 'mf_search', '1.0.0');
    expect(staged.created).toBe(false);
    expect(readdirSync(path.join(releasesDir, 'mf_search'))).toEqual([staged.id]);
    expect(existsSync(path.join(releasesDir, 'mf_search', staged.id, 'remoteEntry.js'))).toBe(true);
  });

  it('stages a new build once and finds it again on the next start', () => {
    const build = aBuild();
    const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'btb-releases-'));
    const first = stageRelease(build, releasesDir, 'mf_search', '1.0.0');
    const second = stageRelease(build, releasesDir, 'mf_search', '1.0.0');
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
  });
});
