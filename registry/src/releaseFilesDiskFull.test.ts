import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releasesDiskFullMessage, stageRelease } from './releaseFiles';

/** A small file system of the test's own: mounting one needs root (CI runs as root). */
const canMount = process.getuid?.() === 0;
if (!canMount) console.warn('Skipping the full-disk test: mounting a tmpfs needs root.');
const describeMounted = canMount ? describe : describe.skip;

describeMounted('stageRelease on a full disk', () => {
  const mount = mkdtempSync(path.join(os.tmpdir(), 'btb-full-'));
  const releasesDir = path.join(mount, 'releases');
  const build = mkdtempSync(path.join(os.tmpdir(), 'btb-build-'));

  beforeAll(() => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mount]);
    mkdirSync(releasesDir);
    writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"mf_search"}');
    // Random bytes, so the tmpfs cannot hold the build next to the filler below.
    writeFileSync(path.join(build, 'remoteEntry.js'), Buffer.alloc(200 * 1024, 1));
    writeFileSync(path.join(mount, 'filler'), Buffer.alloc(400 * 1024, 1));
  });
  afterAll(() => {
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  });

  it('says so with a 507, leaves nothing of the release, and stores it once space is back', () => {
    expect(() => stageRelease(build, releasesDir, 'mf_search', '1.0.0')).toThrow(
      expect.objectContaining({ status: 507, message: releasesDiskFullMessage(releasesDir) }),
    );
    const left = existsSync(path.join(releasesDir, 'mf_search'))
      ? readdirSync(path.join(releasesDir, 'mf_search'))
      : [];
    expect(left).toEqual([]);

    rmSync(path.join(mount, 'filler'));
    const staged = stageRelease(build, releasesDir, 'mf_search', '1.0.0');
    expect(staged.created).toBe(true);
    expect(readdirSync(path.join(releasesDir, 'mf_search'))).toEqual([staged.id]);
  });
});
