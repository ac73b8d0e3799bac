import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '@btb/database';
import { limitRequests, reviewSyncLimit } from '../security/rateLimits';
import { requireSessionUser } from './sessionCookie';
import type { SessionUser } from './sessionStore';

/** What a guarded resource says to a visitor and to a client syncing too often. */
export interface LearnerGuardMessages {
  loginRequired: string;
  tooMany: string;
}

const learners = new WeakMap<FastifyRequest, SessionUser>();

/** The learner a guard let through; throws for a route that has no guard (a programming error). */
export function guardedLearner(request: FastifyRequest): SessionUser {
  const user = learners.get(request);
  if (!user) throw new Error(`No learner guard on ${request.method} ${request.routeOptions.url}`);
  return user;
}

/**
 * The preHandlers of a logged-in learner's own data (reviews, progress): the answer is never
 * cached, each route is rate limited per client address (as the review sync), and a request without
 * a live session gets 401 `{message}`. The handler reads the learner with `guardedLearner`. POSTs
 * pass the API's Origin check (CSRF) before any of this.
 */
export function learnerGuard(
  app: FastifyInstance,
  db: Queryable,
  name: string,
  messages: LearnerGuardMessages,
): (route: string) => preHandlerAsyncHookHandler[] {
  const requireLearner: preHandlerAsyncHookHandler = async (request, reply) => {
    const user = await requireSessionUser(request, reply, db, messages.loginRequired);
    if (user) learners.set(request, user);
    return reply.sent ? reply : undefined;
  };
  return (route) => [
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    },
    limitRequests(
      app,
      [{ name: `${name}-${route}`, ...reviewSyncLimit, key: (request) => request.ip }],
      { message: messages.tooMany },
    ),
    requireLearner,
  ];
}
