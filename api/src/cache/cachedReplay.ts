import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { encodedBody, preferredEncoding, type BodyEncoding } from './compressedBodies';
import type { ResponseCache } from './responseCache';

/** Headers that belong to one response only; every other one is the same for an equal request. */
const ownHeaders = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive']);

/** How the full path answered a request from the cache, to answer an equal one the same way. */
interface Replay {
  cacheKey: string;
  encoding: BodyEncoding | undefined;
  headers: Record<string, string | number | string[]>;
}

/**
 * What decides a cached read's answer besides the cache entry: the URL (the route turns it into
 * the cache key), the encoding the client accepts and the protocol (HSTS). A request with an
 * `Origin` header takes the full path (its CORS headers depend on it), as does anything but GET.
 */
function replayKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.origin !== undefined) return undefined;
  return `${request.protocol} ${preferredEncoding(request) ?? 'identity'} ${request.url}`;
}

/**
 * Cache hits as stored bytes. The first request for a URL goes the whole way (hooks, validation,
 * the route, `sendCachedJson`), which remembers its cache key and the headers it was sent with;
 * an equal request while the entry is cached is answered from `onRequest` with those headers
 * and the stored (pre-compressed) body, skipping validation, the other hooks and the handler.
 * Entries, their counts and their expiry stay the response cache's alone: when the entry is gone
 * or changed, the answer is the current one or the full path again.
 */
export class CachedReplays {
  private readonly replays = new LRUCache<string, Replay>({ max: 4_000 });

  /** Called by `sendCachedJson` as it answers `request` with the entry `cacheKey`. */
  remember(
    request: FastifyRequest,
    cacheKey: string,
    encoding: BodyEncoding | undefined,
    headers: Record<string, string | number | string[] | undefined>,
  ): void {
    const key = replayKey(request);
    if (key === undefined) return;
    const kept: Replay['headers'] = {};
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined && !ownHeaders.has(name)) kept[name] = value;
    this.replays.set(key, { cacheKey, encoding, headers: kept });
  }

  /** The onRequest hook answering remembered requests whose entry is still cached. */
  hook(cache: ResponseCache): onRequestHookHandler {
    return (request, reply, done) => {
      const key = replayKey(request);
      const replay = key === undefined ? undefined : this.replays.get(key);
      const body = replay && cache.peek(replay.cacheKey);
      if (!replay || !body) return done();
      const encoded = replay.encoding && encodedBody(body, replay.encoding);
      // A body that crossed the compression threshold since: the full path decides again.
      if (Boolean(encoded) !== Boolean(replay.encoding)) return done();
      void reply.headers(replay.headers).send(encoded || body);
    };
  }
}
