import type {
  ApiError,
  ContinueSummary,
  ContinueSummaryQuery,
  LearnerProgress,
  LearnerProgressPush,
} from '@btb/shared-contract';
import {
  ContinueSummaryQuerySchema,
  ContinueSummarySchema,
  LearnerProgressPushSchema,
  LearnerProgressSchema,
} from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import { guardedLearner, learnerGuard } from '../auth/learnerGuard';
import { readContinueSummary } from './continueSummaryStore';
import { readLearnerProgress, storeLearnerProgress } from './learnerProgressStore';

export const learnerProgressMessages = {
  loginRequired: 'Please log in to keep your progress on the server.',
  tooMany: 'Too many progress syncs. Please try again in a minute.',
  badTime: 'A time in the progress is no real instant (YYYY-MM-DDTHH:mm:ss.sssZ).',
} as const;

/** A full push: 500 scores and 500 heard songs of the longest fields fit with room to spare. */
const pushBodyLimit = 128 * 1024;

/** The pattern lets 2026-02-31 through; the database would refuse it with a 500. */
const realInstant = (at: string) => {
  const time = Date.parse(at);
  return !Number.isNaN(time) && new Date(time).toISOString() === at;
};

const pushTimes = (push: LearnerProgressPush) => [
  ...(push.quizScores ?? []).map((score) => score.finishedAt),
  ...(push.heardSongs ?? []).map((song) => song.at),
];

/**
 * The logged-in learner's language pair, quiz scores and heard songs (issue 34), synced as the
 * reviews are: `GET /api/progress` reads what the account holds, `POST` merges a device's and
 * answers with the result; `GET /api/progress/continue` sums up what "Continue" needs. All need
 * the session cookie and are rate limited per client address (`learnerGuard`).
 */
export const learnerProgressRoutes: ApiPlugin = async (app, { db }) => {
  const guard = learnerGuard(app, db, 'progress', learnerProgressMessages);

  app.get<{ Reply: LearnerProgress | ApiError }>(
    '/progress',
    { preHandler: guard('pull'), schema: { response: withErrors(LearnerProgressSchema) } },
    async (request) => readLearnerProgress(db, guardedLearner(request).userId),
  );

  app.post<{ Body: LearnerProgressPush; Reply: LearnerProgress | ApiError }>(
    '/progress',
    {
      bodyLimit: pushBodyLimit,
      preHandler: guard('push'),
      schema: { body: LearnerProgressPushSchema, response: withErrors(LearnerProgressSchema) },
    },
    async (request, reply) => {
      if (!pushTimes(request.body).every(realInstant)) {
        return reply.code(400).send({ message: learnerProgressMessages.badTime });
      }
      const { userId } = guardedLearner(request);
      await storeLearnerProgress(db, userId, request.body);
      return readLearnerProgress(db, userId);
    },
  );

  app.get<{ Querystring: ContinueSummaryQuery; Reply: ContinueSummary | ApiError }>(
    '/progress/continue',
    {
      preHandler: guard('continue'),
      schema: {
        querystring: ContinueSummaryQuerySchema,
        response: withErrors(ContinueSummarySchema),
      },
    },
    async (request) =>
      readContinueSummary(db, guardedLearner(request).userId, request.query.subject.toUpperCase()),
  );
};
