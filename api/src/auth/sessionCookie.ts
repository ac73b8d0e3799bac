import { browserStorageKeys } from '@btb/shared-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/loadApiConfig';
import type { Queryable } from '@btb/database';
import { findSessionUser, type SessionUser } from './sessionStore';

export const sessionCookieName = browserStorageKeys.sessionCookie;

/** Whether a cookie of this request gets the Secure flag. */
export function secureCookie(request: FastifyRequest, config: ApiConfig): boolean {
  return config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ApiConfig,
  token: string,
): void {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, config),
    maxAge: config.sessionDays * 86400,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ApiConfig,
) {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, config),
  });
}

export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[sessionCookieName];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The logged-in learner of this request, or null for anonymous visitors. */
export async function sessionUser(
  request: FastifyRequest,
  db: Queryable,
): Promise<SessionUser | null> {
  const token = sessionToken(request);
  return token ? findSessionUser(db, token) : null;
}

/** The logged-in learner of this request, or null after answering 401 `{message}` for the route. */
export async function requireSessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Queryable,
  message: string,
): Promise<SessionUser | null> {
  const user = await sessionUser(request, db);
  if (!user) void reply.code(401).send({ message });
  return user;
}
