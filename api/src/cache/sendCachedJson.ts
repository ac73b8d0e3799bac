import type { FastifyReply } from 'fastify';
import type { ResponseCache } from './responseCache';

/** What the route handler would have returned, and the songs whose counters it shows. */
export interface CacheableResult<T> {
  value: T;
  songIds?: Iterable<number>;
}

const jsonType = 'application/json; charset=utf-8';

/**
 * Answers a public GET from the cache. On a miss `load` runs and its value goes through the
 * route's own response schema (`reply.serialize`), so the bytes are those Fastify would send;
 * the cached body is then sent as is. Validation (and its 400s) has already happened by now.
 */
export async function sendCachedJson<T>(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  load: () => Promise<CacheableResult<T>>,
): Promise<FastifyReply> {
  const cached = await cache.get(key, async () => {
    const { value, songIds = [] } = await load();
    const serialised = reply.serialize(value);
    // Fastify's serializers return strings; its type also allows buffers.
    const body = Buffer.isBuffer(serialised)
      ? serialised
      : Buffer.from(typeof serialised === 'string' ? serialised : new Uint8Array(serialised));
    return { body, songIds: new Set(songIds) };
  });
  return reply.type(jsonType).send(cached);
}
