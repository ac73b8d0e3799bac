import type {
  ApiError,
  ReviewPullQuery,
  ReviewPullResponse,
  ReviewPushRequest,
  ReviewPushResponse,
} from '@btb/shared-contract';
import {
  ReviewPullQuerySchema,
  ReviewPullResponseSchema,
  ReviewPushRequestSchema,
  ReviewPushResponseSchema,
} from '@btb/shared-contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import { requireSessionUser } from '../auth/sessionCookie';
import { limitRequests, reviewSyncLimit } from '../security/rateLimits';
import { readReviewLogs, storeReviewLogs } from './reviewLogStore';

export const reviewMessages = {
  loginRequired: 'Please log in to keep your reviews on the server.',
  tooMany: 'Too many review syncs. Please try again in a minute.',
} as const;

/** A full push: 100 logs of the longest fields fit with room to spare. */
const pushBodyLimit = 96 * 1024;

/**
 * Spaced-repetition review logs of the logged-in learner (issue 20): push the logs answered on a
 * device, pull the ones stored after a cursor. The push is a POST, so the Origin check (CSRF)
 * applies; both need the session cookie and are rate limited per client address.
 */
export const reviewRoutes: ApiPlugin = async (app, { db }) => {
  const limitPer = (route: string) =>
    limitRequests(
      app,
      [{ name: `reviews-${route}`, ...reviewSyncLimit, key: (request) => request.ip }],
      { message: reviewMessages.tooMany },
    );

  const requireUser = (request: FastifyRequest, reply: FastifyReply) =>
    requireSessionUser(request, reply, db, reviewMessages.loginRequired);

  app.get<{ Querystring: ReviewPullQuery; Reply: ReviewPullResponse | ApiError }>(
    '/reviews/logs',
    {
      preHandler: limitPer('pull'),
      schema: {
        querystring: ReviewPullQuerySchema,
        response: withErrors(ReviewPullResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await requireUser(request, reply);
      if (!user) return reply;
      return readReviewLogs(db, user.userId, request.query.after ?? 0);
    },
  );

  app.post<{ Body: ReviewPushRequest; Reply: ReviewPushResponse | ApiError }>(
    '/reviews/logs',
    {
      bodyLimit: pushBodyLimit,
      preHandler: limitPer('push'),
      schema: {
        body: ReviewPushRequestSchema,
        response: withErrors(ReviewPushResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await requireUser(request, reply);
      if (!user) return reply;
      return { stored: await storeReviewLogs(db, user.userId, request.body.logs) };
    },
  );
};
