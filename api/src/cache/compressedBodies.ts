import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { acceptedEncodings, type Encoding } from '@btb/registry/static';

export type BodyEncoding = Encoding;

/** Bodies below this size go out as they are (as @fastify/compress's threshold). */
export const minimumBytes = 1024;

/** Brotli at quality 5: most of its gain at a small part of its default (11) cost. */
const compressors: Record<BodyEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * The encodings of each body, made once per body and encoding on zlib's thread pool (never on the
 * event loop): a cached read or a kept page sends stored bytes instead of compressing the same
 * bytes for every request, and requests asking at once share one compression. Keyed by the body
 * itself, so a body replaced after a counter write gets new encodings, and they go when it goes.
 */
const encoded = new WeakMap<Buffer, Partial<Record<BodyEncoding, Promise<Buffer>>>>();

/** `body` in `encoding`, compressed the first time it is asked for. */
export function compressedBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  const forBody = encoded.get(body) ?? {};
  let bytes = forBody[encoding];
  if (!bytes) {
    bytes = compressors[encoding](body);
    forBody[encoding] = bytes;
    encoded.set(body, forBody);
    // A compression that failed is tried again by the next request, not remembered.
    bytes.catch(() => delete forBody[encoding]);
  }
  return bytes;
}

/** `body` in `encoding`, or undefined when it is too small to be worth it. */
export async function encodedBody(
  body: Buffer,
  encoding: BodyEncoding,
): Promise<Buffer | undefined> {
  return body.length < minimumBytes ? undefined : compressedBody(body, encoding);
}

/** `Accept-Encoding` values already read; browsers send a handful, so this stays small. */
const preferredByHeader = new Map<string, BodyEncoding | undefined>();
const maxRemembered = 100;

/** The encoding the client takes best (RFC 9110 weights, then brotli before gzip), if any. */
export function preferredEncoding(request: FastifyRequest): BodyEncoding | undefined {
  const header = String(request.headers['accept-encoding'] ?? '');
  if (preferredByHeader.has(header)) return preferredByHeader.get(header);
  const [preferred] = acceptedEncodings(header);
  if (preferredByHeader.size < maxRemembered) preferredByHeader.set(header, preferred);
  return preferred;
}
