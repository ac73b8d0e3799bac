import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './acceptedEncodings';
import type { Representation, StaticFile } from './loadStaticFile';

/** The build's compressed copy the client takes best, else the file as it is. */
function representationFor(request: FastifyRequest, file: StaticFile): Representation {
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const encoded = file.encoded[encoding];
    if (encoded) return encoded;
  }
  return file.identity;
}

/** Whether an `If-None-Match` names `etag` (RFC 9110 §13.1.2, the weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
  );
}

/** RFC 9110 §13.1.2 and §13.1.3, which only counts without If-None-Match. */
function notModified(request: FastifyRequest, etag: string, file: StaticFile): boolean {
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(file.lastModified) <= since;
}

/**
 * Adds `Accept-Encoding` to the answer's `Vary`, keeping what is there: a remote's files also vary
 * by `Origin` (CORS), and a browser that reused an answer fetched without it for a CORS request
 * (the offline worker keeping a release) would find no Access-Control-Allow-Origin.
 */
function varyByEncoding(reply: FastifyReply): void {
  const fields = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (!fields.some((field) => field === '*' || field.toLowerCase() === 'accept-encoding'))
    fields.push('Accept-Encoding');
  reply.header('vary', fields.join(', '));
}

/** Sends a held file: its headers, then its bytes, or 304 when the client has them. */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
): FastifyReply {
  const representation = representationFor(request, file);
  varyByEncoding(reply);
  if (notModified(request, representation.etag, file)) {
    return reply
      .code(304)
      .headers({ etag: representation.etag, 'last-modified': file.lastModified })
      .send();
  }
  return reply.headers(representation.headers).send(representation.body);
}
