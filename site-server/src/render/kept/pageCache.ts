import { LRUCache } from 'lru-cache';
import type { Encoding } from '@btb/registry/static';
import { encodedPage, type KeptPage } from './keptPage';
import type { SharedPages } from './sharedPages';

export interface PageCacheOptions {
  /** Upper bound of all kept pages together (every encoding), in bytes. */
  maxBytes: number;
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long after that it is still served, once, while a new render replaces it. */
  staleMs: number;
  /** Pages shared with the site's other processes (Redis), when there are any. */
  shared?: SharedPages;
  now?: () => number;
}

/** What a lookup found: a page to send, and whether a new render should replace it. */
export interface FoundPage {
  page: KeptPage;
  stale: boolean;
  /** The page's bytes in `encoding` (as they are without one), compressed when first asked for. */
  body(encoding: Encoding | undefined): Promise<Buffer>;
}

export type RenderToKeep = () => Promise<KeptPage | null>;

export const defaultPageCacheOptions = {
  maxBytes: 64 * 1024 * 1024,
  freshMs: 30_000,
  staleMs: 60_000,
} as const;

const sizeOf = (page: KeptPage) =>
  page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

/**
 * The site's rendered pages, each kept per variant (URL, language, cookies it reads, remote map):
 * in this process (an LRU bounded in bytes) and, with Redis, for every process.
 *
 * A page is served as it is while fresh, then served once more while one render replaces it
 * (stale-while-revalidate), then dropped. A like makes every page showing that song's count unfit
 * at once, and a catalogue change every page: those are rendered again before anyone sees them.
 * Visitors of a key nobody has rendered yet wait for the one render running, never start another.
 */
export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();
  private readonly likedAt = new Map<number, number>();
  private clearedAt = 0;
  private readonly now: () => number;
  readonly stats = { hits: 0, stale: 0, misses: 0, renders: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.pages = new LRUCache<string, KeptPage>({
      maxSize: Math.max(1, Math.floor(options.maxBytes)),
      sizeCalculation: (page) => Math.max(1, sizeOf(page)),
      // A page past its stale window is never served again: its bytes go then, not once the
      // budget is full (each promotion's pages, every like's, stayed until then).
      ttl: options.freshMs + options.staleMs,
      ttlAutopurge: true,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /** Bytes and pages kept here now. */
  get size(): { bytes: number; pages: number } {
    return { bytes: this.pages.calculatedSize, pages: this.pages.size };
  }

  /** A like (or unlike) of `songId`: pages showing its count are rendered again. */
  songChanged(songId: number): void {
    this.likedAt.set(songId, this.now());
    // Bounded: a change older than any page's life no longer decides anything.
    if (this.likedAt.size > 10_000) this.forgetOldChanges();
  }

  /** The catalogue changed: every page is rendered again. */
  catalogueChanged(): void {
    this.clearedAt = this.now();
    this.pages.clear();
  }

  /**
   * The page kept for `key` (here, or from the other processes), or the one being rendered for it
   * now; null when the caller is the one to render it (and `started` tells the others).
   */
  async find(key: string): Promise<FoundPage | null> {
    const kept = this.pages.get(key);
    const local = this.usable(kept);
    if (local) return this.found(key, local);
    if (kept) this.pages.delete(key);
    const running = this.rendering.get(key);
    if (running) {
      const page = this.usable((await running) ?? undefined);
      if (page) return this.found(key, page);
    }
    const shared = this.usable((await this.options.shared?.get(key)) ?? undefined);
    if (shared) {
      this.pages.set(key, shared);
      return this.found(key, shared);
    }
    this.stats.misses += 1;
    return null;
  }

  /** The render the caller runs for a key `find` did not have: others wait for it, then it is kept. */
  started(key: string, render: Promise<KeptPage | null>): void {
    this.track(key, this.rendered(key, render));
  }

  /**
   * Replaces a stale page, unless a replacement is under way: with a fresh copy another process
   * rendered (Redis) when there is one, else with one render here.
   */
  revalidate(key: string, render: RenderToKeep): void {
    if (this.rendering.has(key)) return;
    if (!this.options.shared) return this.track(key, this.rendered(key, render()));
    const replaced = this.freshShared(this.options.shared, key).then((shared) => {
      if (!shared) return this.rendered(key, render());
      this.pages.set(key, shared);
      return shared;
    });
    this.track(key, replaced);
  }

  private rendered(key: string, render: Promise<KeptPage | null>): Promise<KeptPage | null> {
    this.stats.renders += 1;
    return render
      .then(async (page) => {
        if (page) await this.keep(key, page);
        return page;
      })
      .catch(() => null);
  }

  private track(key: string, replaced: Promise<KeptPage | null>): void {
    this.rendering.set(key, replaced);
    void replaced.finally(() => {
      if (this.rendering.get(key) === replaced) this.rendering.delete(key);
    });
  }

  private async freshShared(shared: SharedPages, key: string): Promise<KeptPage | null> {
    const page = this.usable((await shared.get(key)) ?? undefined);
    return page && this.now() - page.renderedAt < this.options.freshMs ? page : null;
  }

  private found(key: string, page: KeptPage): FoundPage {
    const stale = this.now() - page.renderedAt >= this.options.freshMs;
    if (stale) this.stats.stale += 1;
    else this.stats.hits += 1;
    return { page, stale, body: (encoding) => this.bodyOf(key, page, encoding) };
  }

  /** A new encoding is counted in the byte budget of the page it was made for, if still kept. */
  private async bodyOf(key: string, page: KeptPage, encoding: Encoding | undefined) {
    if (!encoding) return page.html;
    const made = !page.encoded[encoding];
    const bytes = await encodedPage(page, encoding);
    if (made && this.pages.peek(key) === page) this.pages.set(key, page, { noUpdateTTL: true });
    return bytes;
  }

  /** Resolves once every render running now is kept (or found unfit). */
  async settled(): Promise<void> {
    await Promise.all(this.rendering.values());
  }

  private async keep(key: string, page: KeptPage): Promise<void> {
    if (!this.usable(page)) return;
    this.pages.set(key, page);
    await this.options.shared?.set(key, page, this.options.freshMs + this.options.staleMs);
  }

  /** The page if it may still be served: not past its stale window, no change since its render. */
  private usable(page: KeptPage | undefined): KeptPage | null {
    if (!page) return null;
    if (this.now() - page.renderedAt >= this.options.freshMs + this.options.staleMs) return null;
    if (page.renderedAt <= this.clearedAt) return null;
    for (const songId of page.songIds) {
      const liked = this.likedAt.get(songId);
      if (liked !== undefined && page.renderedAt <= liked) return null;
    }
    return page;
  }

  private forgetOldChanges(): void {
    const horizon = this.now() - this.options.freshMs - this.options.staleMs;
    for (const [songId, at] of this.likedAt) if (at < horizon) this.likedAt.delete(songId);
  }
}
