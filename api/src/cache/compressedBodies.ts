import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

export type BodyEncoding = 'br' | 'gzip';

/** Bodies below this size go out as they are (as @fastify/compress's threshold). */
export const minimumBytes = 1024;

/** Brotli at quality 5: most of its gain at a small part of its default (11) cost. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The encodings of each cached body, made once per body: a cached read sends stored bytes instead
 * of compressing the same JSON for every request. Keyed by the body itself, so a body replaced
 * after a counter write gets new encodings, and they go when it goes.
 */
const encoded = new WeakMap<Buffer, Partial<Record<BodyEncoding, Buffer>>>();

/** `Accept-Encoding` values already read; browsers send a handful, so this stays small. */
const preferredByHeader = new Map<string, BodyEncoding | undefined>();
const maxRemembered = 100;

/** The encoding the client accepts that this server prefers (`br`, then `gzip`), if any. */
export function preferredEncoding(request: FastifyRequest): BodyEncoding | undefined {
  const header = String(request.headers['accept-encoding'] ?? '');
  if (preferredByHeader.has(header)) return preferredByHeader.get(header);
  const preferred = readPreferred(header);
  if (preferredByHeader.size < maxRemembered) preferredByHeader.set(header, preferred);
  return preferred;
}

function readPreferred(header: string): BodyEncoding | undefined {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** `body` in `encoding`, or undefined when it is too small to be worth it. */
export function encodedBody(body: Buffer, encoding: BodyEncoding): Buffer | undefined {
  if (body.length < minimumBytes) return undefined;
  const forBody = encoded.get(body) ?? {};
  let bytes = forBody[encoding];
  if (!bytes) {
    bytes = encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
    forBody[encoding] = bytes;
    encoded.set(body, forBody);
  }
  return bytes;
}
