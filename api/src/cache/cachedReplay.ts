import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { encodedBody, minimumBytes, type BodyEncoding } from './compressedBodies';

/** Headers that belong to one response only; every other one is the same for an equal request. */
const ownHeaders = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive']);

/** How the full path answered a request from the cache, to answer an equal one the same way. */
interface Replay {
  cacheKey: string;
  encoding: BodyEncoding | undefined;
  /** Name, value, name, value… as `writeHead` takes them. */
  headers: string[];
}

/** What the hook reads from the response cache (ResponseCache is one). */
interface CacheReader {
  peek(key: string): Buffer | undefined;
}

/**
 * What decides a cached read's answer besides the cache entry: the URL (the route turns it into
 * the cache key), the `Accept-Encoding` header and the protocol (HSTS). A request with an `Origin`
 * header takes the full path (its CORS headers depend on it), as does anything but GET.
 */
function replayKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.origin !== undefined) return undefined;
  return `${request.protocol} ${request.headers['accept-encoding'] ?? ''} ${request.url}`;
}

/**
 * Whether the bytes `sendCachedJson` sends are the final ones: stored compressed, too small for
 * compression, or asked without `Accept-Encoding` (else @fastify/compress may still deflate them).
 */
const finalBytes = (request: FastifyRequest, body: Buffer, encoding: BodyEncoding | undefined) =>
  encoding !== undefined || body.length < minimumBytes || !request.headers['accept-encoding'];

/**
 * Cache hits as stored bytes. The first request for a URL goes the whole way (hooks, validation,
 * the route, `sendCachedJson`), which remembers its cache key and the headers it was sent with;
 * an equal request while the entry is cached is answered from the first `onRequest` hook with
 * those headers, a request id of its own and the stored (pre-compressed) body, written straight
 * to the socket: no validation, no other hook, no handler. Entries, their counts and their expiry
 * stay the response cache's alone: when the entry is gone or changed, the answer is the current
 * one or the full path again.
 */
export class CachedReplays {
  private readonly replays = new LRUCache<string, Replay>({ max: 4_000 });

  /** Called by `sendCachedJson` as it answers `request` with `body`, the entry `cacheKey`. */
  remember(
    request: FastifyRequest,
    cacheKey: string,
    body: Buffer,
    encoding: BodyEncoding | undefined,
    headers: Record<string, string | number | string[] | undefined>,
  ): void {
    const key = replayKey(request);
    // A response that sets a cookie belongs to its client: never repeated to another.
    if (key === undefined || headers['set-cookie'] !== undefined) return;
    if (!finalBytes(request, body, encoding)) return;
    const flat: string[] = [];
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined && !ownHeaders.has(name))
        for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
    this.replays.set(key, { cacheKey, encoding, headers: flat });
  }

  /**
   * The onRequest hook answering remembered requests whose entry is still cached. Fastify's
   * onResponse hooks (the request metrics) still see these replies.
   */
  hook(cache: CacheReader): onRequestHookHandler {
    const answer = (
      request: FastifyRequest,
      reply: FastifyReply,
      replay: Replay,
      body: Buffer,
      encoded: Buffer | undefined,
    ): boolean => {
      const bytes = encoded || body;
      // A body that crossed the compression threshold since: the full path decides again.
      if (
        Boolean(encoded) !== Boolean(replay.encoding) ||
        !finalBytes(request, bytes, replay.encoding)
      )
        return false;
      reply.hijack();
      reply.raw.writeHead(200, [
        ...replay.headers,
        'x-request-id',
        String(request.id),
        'content-length',
        String(bytes.length),
      ]);
      reply.raw.end(bytes);
      return true;
    };
    // Every API request passes here: a miss goes on at once, without a promise.
    return (request, reply, done) => {
      const key = replayKey(request);
      const replay = key === undefined ? undefined : this.replays.get(key);
      const body = replay && cache.peek(replay.cacheKey);
      if (!replay || !body) return done();
      if (!replay.encoding) return answer(request, reply, replay, body, undefined) || done();
      encodedBody(body, replay.encoding).then(
        (encoded) => answer(request, reply, replay, body, encoded) || done(),
        () => done(),
      );
    };
  }
}
