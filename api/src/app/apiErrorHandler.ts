import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isDiskFull } from '@btb/database';
import { diskFullMessage } from './diskFull';
import type { VolumeWatch } from '../operations/volumeWatch';
import { databaseUnavailableMessage, noteUnavailableCause, sendUnavailable } from './unavailable';

/** Messages for Fastify's own client errors, phrased for API users. */
const knownCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/**
 * Every error becomes `{message}`. Client errors keep their 4xx status and a readable message; a
 * full disk is a 507 that says so; a database that cannot be reached is a 503 with `Retry-After`.
 * Neither logs per request: the one line is the change of state (the database's, or the volume's,
 * which `volumes` is asked at once to see). Anything else is logged with its cause (the log line
 * carries the request id) and answered with a generic 500 that leaks nothing.
 */
export function apiErrorHandler(volumes?: Pick<VolumeWatch, 'check'>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.code(400).send({ message: `Invalid request: ${error.message}` });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: knownCodes[error.code] ?? error.message });
    }
    if (isDiskFull(error)) {
      request.log.debug({ err: error }, 'disk full: answered 507');
      volumes?.check();
      noteUnavailableCause(reply, 'disk');
      return reply.code(507).send({ message: diskFullMessage });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.debug({ err: error }, 'database unavailable: answered 503');
      return sendUnavailable(reply, 'database', databaseUnavailableMessage);
    }
    request.log.error({ err: error, cause: error.cause }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  };
}
