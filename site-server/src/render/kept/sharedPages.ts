import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { KeptPage } from './keptPage';

/** The kept pages every process of the site reads and writes (Redis). */
export interface SharedPages {
  get(key: string): Promise<KeptPage | null>;
  set(key: string, page: KeptPage, ttlMs: number): Promise<void>;
}

/** Longer than this, Redis is taken as away: the page is rendered here instead of waited for. */
const sharedReadBudgetMs = 100;

type Meta = Omit<KeptPage, 'html' | 'br' | 'gzip'> & { sizes: [number, number, number] };

/** One value: the length of a JSON header, the header, then the page's three encodings. */
export function packPage(page: KeptPage): Buffer {
  const { html, br, gzip, ...rest } = page;
  const meta: Meta = { ...rest, sizes: [html.length, br.length, gzip.length] };
  const header = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, html, br, gzip]);
}

/** The page `packPage` wrote, or null for anything else (an old format, a cut value). */
export function unpackPage(value: Buffer): KeptPage | null {
  try {
    const headerEnd = 4 + value.readUInt32BE(0);
    const meta = JSON.parse(value.subarray(4, headerEnd).toString()) as Meta;
    const [htmlLength, brLength, gzipLength] = meta.sizes;
    if (headerEnd + htmlLength + brLength + gzipLength !== value.length) return null;
    const { sizes: _sizes, ...rest } = meta;
    const html = value.subarray(headerEnd, headerEnd + htmlLength);
    const br = value.subarray(headerEnd + htmlLength, headerEnd + htmlLength + brLength);
    const gzip = value.subarray(headerEnd + htmlLength + brLength);
    return { ...rest, html, br, gzip };
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
