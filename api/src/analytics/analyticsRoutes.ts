import { randomUUID } from 'node:crypto';
import type {
  AnalyticsAck,
  AnalyticsSessionRequest,
  ApiError,
  PageViewPatch,
  PageViewRequest,
  PageViewResponse,
} from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import {
  AnalyticsAckSchema,
  AnalyticsSessionRequestSchema,
  PageViewParamsSchema,
  PageViewPatchSchema,
  PageViewRequestSchema,
  PageViewResponseSchema,
} from '@btb/shared-contract/schemas';
import { isBot } from './isBot';
import { analyticsLimit, limitRequests } from '../security/rateLimits';

/** Song ids arrive as numbers or decimal strings (`"12"`, not `"0x0c"`); else stored as no song. */
function songIdOf(value: PageViewRequest['songId']): number | null {
  const id =
    typeof value === 'string' ? (/^[1-9][0-9]*$/.test(value) ? Number(value) : NaN) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

export const analyticsRoutes: ApiPlugin = async (app, { db }) => {
  // One count per client across the three calls.
  const preHandler = limitRequests(
    app,
    [{ name: 'analytics-address', ...analyticsLimit, key: (request) => request.ip }],
    { message: 'Too many analytics requests. Please slow down.' },
  );
  app.post<{ Body: AnalyticsSessionRequest; Reply: AnalyticsAck }>(
    '/analytics/session',
    {
      preHandler,
      schema: {
        body: AnalyticsSessionRequestSchema,
        response: withErrors(AnalyticsAckSchema),
      },
    },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      if (isBot(userAgent)) return { recorded: false };
      const { sessionId, referrer = '', utmParams = {}, deviceInfo = {}, ysnIntern } = request.body;
      // Upsert: the first call creates the session, the 30-second heartbeats refresh it.
      await db.query(
        `INSERT INTO analytics_sessions (session_id, referrer, utm_source, utm_medium, utm_campaign,
           utm_term, utm_content, device_type, os, os_version, browser, browser_version,
           browser_language, is_intern, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (session_id) DO UPDATE SET last_seen = now(),
           heartbeats = analytics_sessions.heartbeats + 1,
           is_intern = analytics_sessions.is_intern OR EXCLUDED.is_intern`,
        [
          sessionId,
          referrer,
          utmParams.utm_source ?? null,
          utmParams.utm_medium ?? null,
          utmParams.utm_campaign ?? null,
          utmParams.utm_term ?? null,
          utmParams.utm_content ?? null,
          deviceInfo.deviceType ?? null,
          deviceInfo.os ?? null,
          deviceInfo.osVersion ?? null,
          deviceInfo.browser ?? null,
          deviceInfo.browserVersion ?? null,
          deviceInfo.browserLanguage ?? null,
          ysnIntern === true || ysnIntern === 1,
          (userAgent ?? '').slice(0, 300),
        ],
      );
      return { recorded: true };
    },
  );

  app.post<{ Body: PageViewRequest; Reply: PageViewResponse }>(
    '/analytics/page-view',
    {
      preHandler,
      schema: {
        body: PageViewRequestSchema,
        response: withErrors(PageViewResponseSchema),
      },
    },
    async (request) => {
      const pageViewId = randomUUID();
      // Bots get an id that is never stored, so their later PATCH is a harmless no-op.
      if (isBot(request.headers['user-agent'])) return { pageViewId };
      const { sessionId, pagePath, pageTitle = '', songId } = request.body;
      // The page view may race ahead of the session call; create a bare session if needed.
      await db.query(
        `WITH s AS (
           INSERT INTO analytics_sessions (session_id, user_agent) VALUES ($1, $6)
           ON CONFLICT (session_id) DO UPDATE SET last_seen = now() RETURNING session_id
         )
         INSERT INTO page_views (id, session_id, page_path, page_title, song_id)
         SELECT $2::uuid, s.session_id, $3, $4, $5 FROM s`,
        [
          sessionId,
          pageViewId,
          pagePath,
          pageTitle,
          songIdOf(songId),
          (request.headers['user-agent'] ?? '').slice(0, 300),
        ],
      );
      return { pageViewId };
    },
  );

  app.patch<{
    Params: { pageViewId: string };
    Body: PageViewPatch;
    Reply: AnalyticsAck | ApiError;
  }>(
    '/analytics/page-view/:pageViewId',
    {
      preHandler,
      schema: {
        params: PageViewParamsSchema,
        body: PageViewPatchSchema,
        response: withErrors(AnalyticsAckSchema),
      },
    },
    async (request, reply) => {
      if (isBot(request.headers['user-agent'])) return { recorded: false };
      const rows = await db.query(
        'UPDATE page_views SET time_spent_seconds = $2 WHERE id = $1::uuid RETURNING id',
        [request.params.pageViewId, Math.round(request.body.timeSpent)],
      );
      if (rows.length === 0) return reply.code(404).send({ message: 'Page view not found' });
      return { recorded: true };
    },
  );
};
