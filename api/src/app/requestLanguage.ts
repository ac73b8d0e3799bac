import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@btb/shared-contract';

/**
 * The language of what the API writes for a person to read (a quiz error shown as is, an e-mail):
 * the first language of the browser's `Accept-Language` when the site speaks it, else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'] ?? '';
  const first = /^\s*([a-z]{2})\b/i.exec(header)?.[1]?.toLowerCase();
  return isLanguage(first) ? first : 'en';
}
