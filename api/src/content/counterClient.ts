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

/** Whether the request brings a client id this server issued. */
export const hasClientId = (request: FastifyRequest, config: ApiConfig) =>
  issuedId(request.cookies[clientCookieName], config.mediaSigningSecret) !== null;

/** The address as a keyed hash: enough to recognise it again, without storing it. */
const addressKey = (address: string, secret: string) =>
  `ip:${createHmac('sha256', secret).update(`address:${address}`).digest('base64url').slice(0, 22)}`;

export interface CounterClient {
  /** The keys this request's likes and plays are remembered under. */
  keys: [string, string];
  /** True when this request got a new client id (the caller brought none). */
  fresh: boolean;
}

/**
 * Who is counting: the signed `btb_client` cookie, so anonymous visitors like and play as
 * themselves. A request without one gets one, and is also known by its address, so a script that
 * drops cookies counts once per address, not once per request.
 */
export function counterClient(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ApiConfig,
): CounterClient {
  const known = issuedId(request.cookies[clientCookieName], config.mediaSigningSecret);
  if (known) return { keys: [`c:${known}`, `c:${known}`], fresh: false };
  const id = randomBytes(16).toString('base64url').slice(0, 22);
  reply.setCookie(clientCookieName, clientCookieValue(id, config.mediaSigningSecret), {
    path: '/api/content',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, config),
    maxAge: clientCookieSeconds,
  });
  return { keys: [`c:${id}`, addressKey(request.ip, config.mediaSigningSecret)], fresh: true };
}
