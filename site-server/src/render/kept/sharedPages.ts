import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { Encoding } from '@btb/registry/static';
import type { KeptPage } from './keptPage';

/** The kept pages every process of the site reads and writes (Redis). */
export interface SharedPages {
  get(key: string): Promise<KeptPage | null>;
  set(key: string, page: KeptPage, ttlMs: number): Promise<void>;
}

/** Longer than this, Redis is taken as away: the page is rendered here instead of waited for. */
const sharedReadBudgetMs = 100;

type Meta = Omit<KeptPage, 'html' | 'encoded'> & {
  /** Bytes of the page, then of each encoding it has (in `encodings` order; 0: not made yet). */
  sizes: number[];
};
const encodings: Encoding[] = ['br', 'gzip'];

/** One value: the length of a JSON header, the header, then the page and its encodings made so far. */
export function packPage(page: KeptPage): Buffer {
  const { html, encoded, ...rest } = page;
  const bodies = [html, ...encodings.map((encoding) => encoded[encoding] ?? Buffer.alloc(0))];
  const meta: Meta = { ...rest, sizes: bodies.map((body) => body.length) };
  const header = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...bodies]);
}

/** The page `packPage` wrote, or null for anything else (an old format, a cut value). */
export function unpackPage(value: Buffer): KeptPage | null {
  try {
    const headerEnd = 4 + value.readUInt32BE(0);
    const { sizes, ...rest } = JSON.parse(value.subarray(4, headerEnd).toString()) as Meta;
    if (!Array.isArray(sizes) || sizes.length !== encodings.length + 1) return null;
    let at = headerEnd;
    const [html, ...bodies] = sizes.map((size) => value.subarray(at, (at += size)));
    if (at !== value.length || !html) return null;
    const encoded: KeptPage['encoded'] = {};
    encodings.forEach((encoding, i) => {
      if (bodies[i]?.length) encoded[encoding] = bodies[i];
    });
    return { ...rest, html, encoded };
  } catch {
    return null;
  }
}

/**
 * Kept pages in Redis under `<prefix>page:<hash of the key>`, expiring with their stale window. A
 * Redis that fails or is slow costs a render here, never a failed page.
 */
export function redisPages(redis: Redis, prefix: string): SharedPages {
  const redisKey = (key: string) => `${prefix}page:${createHash('sha1').update(key).digest('hex')}`;
  return {
    async get(key) {
      const read = redis.getBuffer(redisKey(key)).catch(() => null);
      const late = new Promise<null>((resolve) => {
        setTimeout(resolve, sharedReadBudgetMs, null).unref();
      });
      const value = await Promise.race([read, late]);
      return value ? unpackPage(value) : null;
    },
    async set(key, page, ttlMs) {
      await redis.set(redisKey(key), packPage(page), 'PX', ttlMs).catch(() => undefined);
    },
  };
}
