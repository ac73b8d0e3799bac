import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Streams a file from `root` with @fastify/send, which answers Range requests (206,
 * Content-Range, Accept-Ranges), conditional requests and the content type.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  fileName: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const result = await send(request.raw, encodeURIComponent(fileName), {
    root,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    acceptRanges: true,
  });
  if (result.type === 'error') {
    const status = (result.metadata.error as { status?: number }).status ?? 500;
    if (status === 404) return reply.code(404).send({ message: 'File not found' });
    if (status === 416) {
      // Only Content-Range: send's other headers describe its own HTML error page.
      const contentRange = result.headers['Content-Range'] ?? '';
      return reply
        .code(416)
        .header('Content-Range', contentRange)
        .send({ message: 'Range not satisfiable' });
    }
    if (status < 500) return reply.code(status).send({ message: 'Cannot serve this file' });
    throw result.metadata.error;
  }
  if (result.type === 'directory') return reply.code(404).send({ message: 'File not found' });
  return reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('Cache-Control', cacheControl)
    .send(result.stream);
}
