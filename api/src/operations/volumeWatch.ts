import fs from 'node:fs';

/** A watched volume filled up, or has room again. */
export type VolumeChange =
  | { volume: string; dir: string; full: true; availableBytes: number }
  | { volume: string; dir: string; full: false; fullForMs: number };

/** A volume as its last poll saw it; `availableBytes` is unset until a poll succeeded. */
export interface VolumeState {
  volume: string;
  dir: string;
  full: boolean;
  availableBytes?: number;
}

/** What is read of a file system: `fs.statfsSync` fits, and so do the tests' fakes. */
export type Statfs = (dir: string) => Pick<fs.StatsFs, 'bavail' | 'bsize' | 'blocks'>;

export interface VolumeWatchOptions {
  /** Name → a folder on the volume (`{ media: '/srv/media' }`). */
  volumes: Record<string, string>;
  intervalMs?: number;
  statfs?: Statfs;
  now?: () => number;
}

/**
 * Whether the file systems holding some folders are full: for `/metrics` and one log line per
 * change (full, then space back). Polls on a timer that never keeps the process alive, the first
 * time one interval after it starts; `check` polls sooner.
 */
export interface VolumeWatch {
  onChange(listener: (change: VolumeChange) => void): void;
  /** Polls at once (a write just met a full disk) and returns what it saw. */
  check(): readonly VolumeState[];
  state(): readonly VolumeState[];
  stop(): void;
}

const defaultVolumeWatchMs = 2000;

/** Space below which writes are about to fail: 1 MiB, or 1 % of a volume smaller than 100 MiB. */
const fullBelowBytes = ({ blocks, bsize }: { blocks: number; bsize: number }) =>
  Math.min(1024 * 1024, 0.01 * blocks * bsize);

interface Watched extends VolumeState {
  fullSince: number;
}

export function watchVolumes({
  volumes,
  intervalMs = defaultVolumeWatchMs,
  statfs = fs.statfsSync,
  now = Date.now,
}: VolumeWatchOptions): VolumeWatch {
  const watched: Watched[] = Object.entries(volumes).map(([volume, dir]) => ({
    volume,
    dir,
    full: false,
    fullSince: 0,
  }));
  const listeners: ((change: VolumeChange) => void)[] = [];
  const tell = (change: VolumeChange) => {
    for (const listener of listeners) listener(change);
  };

  const poll = (entry: Watched) => {
    let stats: ReturnType<Statfs>;
    try {
      stats = statfs(entry.dir);
    } catch {
      return; // A folder not made yet, or gone: nothing is known, so nothing changes.
    }
    const availableBytes = stats.bavail * stats.bsize;
    const full = availableBytes < fullBelowBytes(stats);
    entry.availableBytes = availableBytes;
    if (full === entry.full) return;
    entry.full = full;
    const { volume, dir } = entry;
    if (full) {
      entry.fullSince = now();
      tell({ volume, dir, full, availableBytes });
    } else tell({ volume, dir, full, fullForMs: now() - entry.fullSince });
  };
  const state = () =>
    watched.map(({ volume, dir, full, availableBytes }) => ({
      volume,
      dir,
      full,
      ...(availableBytes !== undefined && { availableBytes }),
    }));
  const check = () => {
    for (const entry of watched) poll(entry);
    return state();
  };

  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    onChange(listener) {
      listeners.push(listener);
    },
    check,
    state,
    stop: () => clearInterval(timer),
  };
}
