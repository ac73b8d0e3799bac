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
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import { guardedLearner, learnerGuard } from '../auth/learnerGuard';
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
  const guard = learnerGuard(app, db, 'reviews', reviewMessages);

  app.get<{ Querystring: ReviewPullQuery; Reply: ReviewPullResponse | ApiError }>(
    '/reviews/logs',
    {
      preHandler: guard('pull'),
      schema: {
        querystring: ReviewPullQuerySchema,
        response: withErrors(ReviewPullResponseSchema),
      },
    },
    async (request) => readReviewLogs(db, guardedLearner(request).userId, request.query.after ?? 0),
  );

  app.post<{ Body: ReviewPushRequest; Reply: ReviewPushResponse | ApiError }>(
    '/reviews/logs',
    {
      bodyLimit: pushBodyLimit,
      preHandler: guard('push'),
      schema: {
        body: ReviewPushRequestSchema,
        response: withErrors(ReviewPushResponseSchema),
      },
    },
    async (request) => ({
      stored: await storeReviewLogs(db, guardedLearner(request).userId, request.body.logs),
    }),
  );
};
