import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, etagMatches } from '@btb/registry/static';
import { allowScriptsByHash } from '../../securityHeaders';
import type { FoundPage } from './pageCache';

/**
 * Sends a kept page: its ETag (a browser revalidating gets 304), its inline scripts allowed by hash
 * in this response's CSP, and the encoding the client takes best (compressed once, when the first
 * visitor asks for it).
 */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  found: FoundPage,
): Promise<FastifyReply> {
  const { page } = found;
  allowScriptsByHash(request, page.scriptHashes);
  reply
    .header('ETag', page.etag)
    .header('X-Page-Cache', found.stale ? 'stale' : 'hit')
    .header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  const body = await found.body(encoding);
  reply.code(page.status);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
