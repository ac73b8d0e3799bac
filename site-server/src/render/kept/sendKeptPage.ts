import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, etagMatches } from '@btb/registry/static';
import { allowScriptsByHash } from '../../securityHeaders';
import type { KeptPage } from './keptPage';

/**
 * Sends a kept page: its ETag (a browser revalidating gets 304), its inline scripts allowed by hash
 * in this response's CSP, and the encoding the client takes, compressed when it was kept.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  state: 'hit' | 'stale',
): FastifyReply {
  allowScriptsByHash(request, page.scriptHashes);
  reply
    .header('ETag', page.etag)
    .header('X-Page-Cache', state)
    .header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  reply.code(page.status);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}
