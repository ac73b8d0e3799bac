import type { FastifyRequest } from 'fastify';
import type { Language } from '@btb/shared-contract';
import { acceptedLanguage } from '@btb/shared-contract/acceptLanguage';

/**
 * The language of what the API writes for a person to read (a quiz error shown as is, an e-mail):
 * the one `Accept-Language` prefers, as the server-rendered page chooses it, else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
