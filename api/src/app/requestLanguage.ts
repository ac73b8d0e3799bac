import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { isLanguage, uiLanguages, type Language } from '@btb/shared-contract';

/**
 * The language of what the API writes for a person to read (a quiz error shown as is, an e-mail):
 * the supported language `Accept-Language` prefers by weight (`es-MX` is Spanish), else English,
 * as the server-rendered page chooses (shell/src/server/requestLanguage.ts).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const [accepted] = new Negotiator(request).languages([...uiLanguages]);
  return isLanguage(accepted) ? accepted : 'en';
}
