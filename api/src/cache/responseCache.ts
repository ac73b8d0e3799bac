import { LRUCache } from 'lru-cache';
import { CachedReplays } from './cachedReplay';

export type SongCounter = 'views' | 'plays' | 'likes';

/** A serialised response body and the songs whose counters it shows. */
export interface CachedBody {
  readonly body: Buffer;
  readonly songIds: ReadonlySet<number>;
  /** The body with one song's counter set to `value`; without it the entry is dropped instead. */
  readonly withCount?: (songId: number, counter: SongCounter, value: number) => Buffer;
}

/** A change of cached data that every process serving the same database must make too. */
export type CacheChange =
  { kind: 'count'; songId: number; counter: SongCounter; value: number } | { kind: 'clear' };

export interface ResponseCacheOptions {
  /** How long an entry is served, in milliseconds. */
  ttlMs?: number;
  maxEntries?: number;
  /** Upper bound of all cached bodies together, in bytes. */
  maxBytes?: number;
  /** The clock of the TTL (tests pass a fake one). */
  now?: () => number;
}

/**
 * Long enough that repeated searches and home-page loads hit; short enough that changes made
 * outside the API (seeding, an operator's SQL) show up soon. Counter writes update entries at once.
 */
export const defaultResponseCacheOptions = {
  ttlMs: 30_000,
  maxEntries: 2_000,
  maxBytes: 32 * 1024 * 1024,
} as const;

/**
 * In-process cache of the serialised JSON of public, user-independent reads (search, categories,
 * playlists, …), so a hit skips both the database and the serialisation.
 *
 * Loads of the same key are shared while they run, so a burst of identical requests costs one
 * query. Every invalidation starts a new generation: a load that began before it still answers its
 * own waiters but is not stored, so no entry can hold counts older than the last write.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedBody>;
  private readonly loading = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private readonly listeners = new Set<(change: CacheChange) => void>();
  private readonly appliedListeners = new Set<(change: CacheChange) => void>();
  /** Lookups answered from the cache (or a load already running) and those that loaded. */
  readonly stats = { hits: 0, misses: 0 };
  /** Requests already answered from an entry, to answer equal ones early (see CachedReplays). */
  readonly replays = new CachedReplays();

  constructor(options: ResponseCacheOptions = {}) {
    const { ttlMs, maxEntries, maxBytes } = { ...defaultResponseCacheOptions, ...options };
    this.entries = new LRUCache<string, CachedBody>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      ttl: ttlMs,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached body of `key` if there is one now (counted as a hit); never loads. */
  peek(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) this.stats.hits += 1;
    return hit?.body;
  }

  /** The cached body of `key`, or the one `load` produces (shared with concurrent callers). */
  async get(key: string, load: () => Promise<CachedBody>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.stats.hits += 1;
      return hit.body;
    }
    const running = this.loading.get(key);
    if (running) {
      this.stats.hits += 1;
      return (await running).body;
    }
    this.stats.misses += 1;

    const generation = this.generation;
    const pending = load();
    this.loading.set(key, pending);
    try {
      const loaded = await pending;
      if (generation === this.generation) this.entries.set(key, loaded);
      return loaded.body;
    } finally {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    }
  }

  /**
   * Writes a song's new count into every entry that shows it, keeping each entry's expiry (a list
   * sorted by likes keeps its order until then, at most the TTL). Entries that cannot be updated
   * are dropped; the rest of the cache stays.
   */
  updateSongCount(songId: number, counter: SongCounter, value: number): void {
    this.apply({ kind: 'count', songId, counter, value });
    this.emit({ kind: 'count', songId, counter, value });
  }

  /** Drops everything (tests; an operator's bulk change). */
  clear(): void {
    this.apply({ kind: 'clear' });
    this.emit({ kind: 'clear' });
  }

  /** Calls `listener` with each change made here (not with those `apply` brings in). */
  onChange(listener: (change: CacheChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `listener` with every change made to this cache, here or brought in from another process
   * (what else keeps copies of the same data follows it: the site's kept pages).
   */
  onApplied(listener: (change: CacheChange) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** Makes a change another process made, without announcing it again. */
  apply(change: CacheChange): void {
    if (change.kind === 'clear') {
      this.startGeneration();
      this.entries.clear();
    } else this.applyCount(change.songId, change.counter, change.value);
    for (const listener of this.appliedListeners) listener(change);
  }

  private emit(change: CacheChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private applyCount(songId: number, counter: SongCounter, value: number): void {
    this.startGeneration();
    const showing: [string, CachedBody][] = [];
    for (const [key, entry] of this.entries.entries())
      if (entry.songIds.has(songId)) showing.push([key, entry]);
    for (const [key, entry] of showing) {
      if (!entry.withCount) this.entries.delete(key);
      else {
        const body = entry.withCount(songId, counter, value);
        this.entries.set(key, { ...entry, body }, { noUpdateTTL: true });
      }
    }
  }

  private startGeneration(): void {
    this.generation += 1;
    // Loads already running keep answering their own callers; later callers start afresh.
    this.loading.clear();
  }
}
