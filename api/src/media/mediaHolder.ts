import type { FastifyRequest } from 'fastify';
import { sessionToken } from '../auth/sessionCookie';
import { hashToken } from '../auth/tokens';

/**
 * Who a media URL belongs to: the hash of the request's session token, or `''` without a session.
 * Another browser (or this one after logout) has another holder, so the URL's signature fails.
 */
export function mediaHolder(request: FastifyRequest): string {
  const token = sessionToken(request);
  return token ? hashToken(token) : '';
}
