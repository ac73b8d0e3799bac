import { browserStorageKeys } from '@btb/shared-contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/loadApiConfig';
import { secureCookie } from '../auth/sessionCookie';

export const clientCookieName = browserStorageKeys.clientCookie;

/** One year: a visitor's likes stay theirs for as long as they keep the cookie. */
const clientCookieSeconds = 365 * 86400;

const sign = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`client:${id}`).digest('base64url').slice(0, 22);

/** The `btb_client` cookie value for client `id` (22 URL-safe characters), as this server signs it. */
export const clientCookieValue = (id: string, secret: string) => `${id}.${sign(secret, id)}`;

/** The id of a `<id>.<signature>` cookie this server issued, or null (absent or forged). */
function issuedId(value: string | undefined, secret: string): string | null {
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(value) : null;
  if (!match) return null;
  const [, id = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, id));
  return timingSafeEqual(expected, Buffer.from(signature)) ? id : null;
}

/**
 * Who is counting: the signed `btb_client` cookie, so anonymous visitors like and play as
 * themselves; a request without one gets one now. Its likes and plays are remembered under
 * `c:<id>`. A script that drops its cookies is held back by the day's allowance of its address
 * (`countBudget.ts`), not by its cookies: many real browsers share one address.
 */
export function counterClientKey(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ApiConfig,
): string {
  const known = issuedId(request.cookies[clientCookieName], config.mediaSigningSecret);
  if (known) return `c:${known}`;
  const id = randomBytes(16).toString('base64url').slice(0, 22);
  reply.setCookie(clientCookieName, clientCookieValue(id, config.mediaSigningSecret), {
    ...clientCookieOptions(request, config),
    maxAge: clientCookieSeconds,
  });
  return `c:${id}`;
}

const clientCookieOptions = (request: FastifyRequest, config: ApiConfig) =>
  ({
    path: '/api/content',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, config),
  }) as const;

/** Expires the visitor id (the privacy page's "forget this browser"): a next like is a new visitor's. */
export function clearCounterClient(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ApiConfig,
): void {
  reply.clearCookie(clientCookieName, clientCookieOptions(request, config));
}
