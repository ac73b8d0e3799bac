import type {
  ApiError,
  PrivacyDeleteRequest,
  PrivacyDeleteResponse,
  PrivacyExport,
  PrivacyForgetBrowserResponse,
} from '@btb/shared-contract';
import { browserStorageKeys } from '@btb/shared-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import { clearSessionCookie, requireSessionUser, sessionToken } from '../auth/sessionCookie';
import { deleteSession } from '../auth/sessionStore';
import { clearCounterClient } from '../content/counterClient';
import { limitRequests, privacyLimit } from '../security/rateLimits';
import { deleteLearnerData, exportLearnerData } from './learnerData';
import {
  PrivacyDeleteRequestSchema,
  PrivacyDeleteResponseSchema,
  PrivacyExportSchema,
  PrivacyForgetBrowserResponseSchema,
} from '@btb/shared-contract/schemas';
import { scheduleRetention } from './retentionSchedule';

export const privacyMessages = {
  loginRequired: 'Please log in to see or delete your data.',
  deleted: 'Your account and all data stored with it have been deleted.',
  tooMany: 'Too many requests for your data. Please try again in a minute.',
} as const;

/**
 * A learner's own data (issue 22): export it as one JSON file and delete it. Both are POSTs, so
 * the API's Origin check (CSRF) applies; both need the session cookie and are rate limited. And a
 * visitor's browser, logged in or not, forgotten (issue 67).
 */
export const privacyRoutes: ApiPlugin = async (app, { db, config }) => {
  // Each route counts per client address, in the API's one rate-limit store.
  const limitPer = (route: string) =>
    limitRequests(
      app,
      [{ name: `privacy-${route}`, ...privacyLimit, key: (request) => request.ip }],
      { message: privacyMessages.tooMany },
    );
  scheduleRetention(app, db);

  const requireUser = (request: FastifyRequest, reply: FastifyReply) =>
    requireSessionUser(request, reply, db, privacyMessages.loginRequired);

  app.post<{ Reply: PrivacyExport | ApiError }>(
    '/privacy/export',
    {
      preHandler: limitPer('export'),
      schema: { response: withErrors(PrivacyExportSchema) },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const data = await exportLearnerData(db, user.userId);
      if (!data) return reply.code(401).send({ message: privacyMessages.loginRequired });
      reply.header('Content-Disposition', 'attachment; filename="beat-to-breakthrough-data.json"');
      return data;
    },
  );

  app.post<{ Body: PrivacyDeleteRequest; Reply: PrivacyDeleteResponse | ApiError }>(
    '/privacy/delete',
    {
      preHandler: limitPer('delete'),
      schema: {
        body: PrivacyDeleteRequestSchema,
        response: withErrors(PrivacyDeleteResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await requireUser(request, reply);
      if (!user) return reply;
      await deleteLearnerData(db, user.userId);
      clearSessionCookie(request, reply, config);
      return { deleted: true, message: privacyMessages.deleted };
    },
  );

  // Anyone may forget their own browser: it ends only this browser's session and cookies.
  app.post<{ Reply: PrivacyForgetBrowserResponse | ApiError }>(
    '/privacy/forget-browser',
    {
      preHandler: limitPer('forget-browser'),
      schema: { response: withErrors(PrivacyForgetBrowserResponseSchema) },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      clearSessionCookie(request, reply, config);
      clearCounterClient(request, reply, config);
      // The site's canary cohort (HttpOnly, set with the page): a next page draws a new one.
      reply.clearCookie(browserStorageKeys.cohortCookie, { path: '/' });
      return { forgotten: true as const };
    },
  );
};
