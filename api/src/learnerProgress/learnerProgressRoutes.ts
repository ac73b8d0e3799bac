import type { ApiError, LearnerProgress, LearnerProgressPush } from '@btb/shared-contract';
import { LearnerProgressPushSchema, LearnerProgressSchema } from '@btb/shared-contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import { requireSessionUser } from '../auth/sessionCookie';
import { limitRequests, reviewSyncLimit } from '../security/rateLimits';
import { readLearnerProgress, storeLearnerProgress } from './learnerProgressStore';

export const learnerProgressMessages = {
  loginRequired: 'Please log in to keep your progress on the server.',
  tooMany: 'Too many progress syncs. Please try again in a minute.',
} as const;

/** A full push: 500 scores of the longest codes fit with room to spare. */
const pushBodyLimit = 96 * 1024;

/**
 * The logged-in learner's language pair and quiz scores (issue 34), synced as the reviews are:
 * `GET /api/progress` reads what the account holds, `POST` merges a device's and answers with the
 * result. Both need the session cookie and are rate limited per client address; the POST passes
 * the Origin check (CSRF).
 */
export const learnerProgressRoutes: ApiPlugin = async (app, { db }) => {
  const limitPer = (route: string) =>
    limitRequests(
      app,
      [{ name: `progress-${route}`, ...reviewSyncLimit, key: (request) => request.ip }],
      { message: learnerProgressMessages.tooMany },
    );
  const requireUser = (request: FastifyRequest, reply: FastifyReply) =>
    requireSessionUser(request, reply, db, learnerProgressMessages.loginRequired);

  app.get<{ Reply: LearnerProgress | ApiError }>(
    '/progress',
    { preHandler: limitPer('pull'), schema: { response: withErrors(LearnerProgressSchema) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await requireUser(request, reply);
      if (!user) return reply;
      return readLearnerProgress(db, user.userId);
    },
  );

  app.post<{ Body: LearnerProgressPush; Reply: LearnerProgress | ApiError }>(
    '/progress',
    {
      bodyLimit: pushBodyLimit,
      preHandler: limitPer('push'),
      schema: { body: LearnerProgressPushSchema, response: withErrors(LearnerProgressSchema) },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await requireUser(request, reply);
      if (!user) return reply;
      await storeLearnerProgress(db, user.userId, request.body);
      return readLearnerProgress(db, user.userId);
    },
  );
};
