import { watchVolumes, type Statfs, type VolumeChange } from './volumeWatch';

const block = 4096;
const mib = 1024 * 1024;

/** File systems whose free space the test sets; a folder missing from `free` does not exist. */
function fakeDisks(sizes: Record<string, number>) {
  const free: Record<string, number> = {};
  const statfs: Statfs = (dir) => {
    const bytes = free[dir];
    const size = sizes[dir];
    if (bytes === undefined || size === undefined)
      throw Object.assign(new Error(`ENOENT: ${dir}`), { code: 'ENOENT' });
    return { bavail: Math.floor(bytes / block), bsize: block, blocks: size / block };
  };
  return { free, statfs };
}

function watched(sizes: Record<string, number>, volumes: Record<string, string>) {
  const disks = fakeDisks(sizes);
  let clock = 0;
  const watch = watchVolumes({
    volumes,
    statfs: disks.statfs,
    now: () => clock,
    intervalMs: 60_000,
  });
  const changes: VolumeChange[] = [];
  watch.onChange((change) => changes.push(change));
  const advance = (ms: number) => (clock += ms);
  return { ...disks, watch, changes, advance };
}

describe('watching volumes', () => {
  it('reports a volume filling up once, nothing while it stays full, and once when space is back', () => {
    const { free, watch, changes, advance } = watched({ '/srv': 10_000 * mib }, { media: '/srv' });
    free['/srv'] = 50 * mib;
    watch.check();
    expect(changes).toEqual([]);

    free['/srv'] = 0;
    watch.check();
    advance(1500);
    free['/srv'] = 4 * block;
    watch.check();
    watch.check();
    expect(changes).toEqual([{ volume: 'media', dir: '/srv', full: true, availableBytes: 0 }]);
    expect(watch.state()).toEqual([
      { volume: 'media', dir: '/srv', full: true, availableBytes: 4 * block },
    ]);

    advance(2500);
    free['/srv'] = 20 * mib;
    watch.check();
    watch.check();
    expect(changes).toEqual([
      { volume: 'media', dir: '/srv', full: true, availableBytes: 0 },
      { volume: 'media', dir: '/srv', full: false, fullForMs: 4000 },
    ]);
    watch.stop();
  });

  it('is full below 1 MiB, or below 1 % of a volume smaller than 100 MiB', () => {
    const { free, watch, changes } = watched(
      { '/big': 1000 * mib, '/small': 10 * mib },
      { big: '/big', small: '/small' },
    );
    free['/big'] = mib;
    free['/small'] = 0.2 * mib;
    watch.check();
    expect(changes).toEqual([]);

    free['/big'] = mib - block;
    free['/small'] = 0.1 * mib - block;
    watch.check();
    expect(changes.map((change) => [change.volume, change.full])).toEqual([
      ['big', true],
      ['small', true],
    ]);
    watch.stop();
  });

  it('skips a folder that does not exist, without a change, and watches it once it does', () => {
    const { free, watch, changes } = watched(
      { '/data': 100 * mib, '/srv': 100 * mib },
      { data: '/data', media: '/srv' },
    );
    free['/srv'] = 0;
    expect(watch.check()).toEqual([
      { volume: 'data', dir: '/data', full: false },
      { volume: 'media', dir: '/srv', full: true, availableBytes: 0 },
    ]);
    expect(changes.map((change) => change.volume)).toEqual(['media']);

    free['/data'] = 0;
    watch.check();
    expect(changes.map((change) => change.volume)).toEqual(['media', 'data']);
    watch.stop();
  });

  it('polls on its timer until stopped', () => {
    jest.useFakeTimers();
    try {
      const disks = fakeDisks({ '/srv': 100 * mib });
      const watch = watchVolumes({ volumes: { media: '/srv' }, statfs: disks.statfs });
      const changes: VolumeChange[] = [];
      watch.onChange((change) => changes.push(change));
      disks.free['/srv'] = 0;
      jest.advanceTimersByTime(1999);
      expect(changes).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(changes).toHaveLength(1);

      watch.stop();
      disks.free['/srv'] = 50 * mib;
      jest.advanceTimersByTime(10_000);
      expect(changes).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
