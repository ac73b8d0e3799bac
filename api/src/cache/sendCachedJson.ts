import type { FastifyReply } from 'fastify';
import { encodedBody, preferredEncoding } from './compressedBodies';
import type { ResponseCache, SongCounter } from './responseCache';

/** Where a response shows songs' counters: the id property and each counter's property. */
export type CountFields = { id: string } & Partial<Record<SongCounter, string>>;

/** What the route handler would have returned, and the songs whose counters it shows. */
export interface CacheableResult<T> {
  value: T;
  songIds?: Iterable<number>;
  /** How to find the counters in `value`, so a counter write updates the entry in place. */
  counts?: CountFields;
}

const jsonType = 'application/json; charset=utf-8';

/** Sets `field` to `value` on every object in `node` whose `fields.id` is `songId`. */
function setCount(
  node: unknown,
  fields: CountFields,
  songId: number,
  field: string,
  value: number,
) {
  if (Array.isArray(node)) {
    for (const item of node) setCount(item, fields, songId, field, value);
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record[fields.id] === songId && field in record) record[field] = value;
    for (const child of Object.values(record)) setCount(child, fields, songId, field, value);
  }
}

/**
 * Answers a public GET from the cache. On a miss `load` runs and its value goes through the
 * route's own response schema (its compiled 200 serializer), so the bytes are those Fastify would send;
 * the cached body is then sent as is, or its stored brotli/gzip form when the client accepts one.
 * Validation (and its 400s) has already happened by now.
 */
export async function sendCachedJson<T>(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  load: () => Promise<CacheableResult<T>>,
): Promise<FastifyReply> {
  // The route's compiled 200 serializer, kept by the entry to re-serialise after a count changes
  // (the reply itself is not kept).
  const serializer = reply.getSerializationFunction('200');
  const serialise = (value: unknown): Buffer =>
    Buffer.from(serializer ? serializer(value as Record<string, unknown>) : JSON.stringify(value));
  const cached = await cache.get(key, async () => {
    const { value, songIds = [], counts } = await load();
    const withCount = counts
      ? (songId: number, counter: SongCounter, count: number) => {
          const field = counts[counter];
          if (field) setCount(value, counts, songId, field, count);
          return serialise(value);
        }
      : undefined;
    return { body: serialise(value), songIds: new Set(songIds), withCount };
  });
  reply.type(jsonType).header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(reply.request);
  const compressed = encoding && (await encodedBody(cached, encoding));
  if (encoding && compressed) reply.header('Content-Encoding', encoding);
  if (reply.statusCode === 200)
    cache.replays.remember(
      reply.request,
      key,
      cached,
      compressed ? encoding : undefined,
      reply.getHeaders(),
    );
  return reply.send(compressed || cached);
}
