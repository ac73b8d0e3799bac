import { analyticsRetentionDays } from '@btb/shared-contract';
import type { Db, Queryable } from '../db/Db';

export interface RetentionResult {
  pageViews: number;
  analyticsSessions: number;
}

const countOf = async (tx: Queryable, sql: string, params: (string | number)[]) =>
  (
    await tx.query<{ n: number }>(
      `WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`,
      params,
    )
  )[0]?.n ?? 0;

/**
 * The retention periods of the privacy page, applied: analytics older than `days` becomes
 * anonymous daily totals (the raw rows are deleted), and expired login data is removed. A session's
 * `last_seen` is never older than its page views, so the views go first and the sessions after.
 */
export async function applyRetention(
  db: Db,
  days: number = analyticsRetentionDays,
): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const cutoff = `now() - make_interval(days => $1::int)`;
    await tx.query(
      `INSERT INTO analytics_daily_pages
         (day, page_path, page_title, song_id, views, time_spent_seconds)
       SELECT (created_at AT TIME ZONE 'UTC')::date, page_path, page_title, coalesce(song_id, 0),
         count(*), coalesce(sum(time_spent_seconds), 0)
       FROM page_views WHERE created_at < ${cutoff}
       GROUP BY 1, 2, 3, 4
       ON CONFLICT (day, page_path, page_title, song_id) DO UPDATE SET
         views = analytics_daily_pages.views + EXCLUDED.views,
         time_spent_seconds = analytics_daily_pages.time_spent_seconds + EXCLUDED.time_spent_seconds`,
      [days],
    );
    const pageViews = await countOf(tx, `DELETE FROM page_views WHERE created_at < ${cutoff}`, [
      days,
    ]);
    await tx.query(
      `INSERT INTO analytics_daily_sessions (day, device_type, os, browser, browser_language,
         utm_source, utm_medium, utm_campaign, is_intern, sessions, heartbeats)
       SELECT (first_seen AT TIME ZONE 'UTC')::date, coalesce(device_type, ''), coalesce(os, ''),
         coalesce(browser, ''), coalesce(browser_language, ''), coalesce(utm_source, ''),
         coalesce(utm_medium, ''), coalesce(utm_campaign, ''), is_intern, count(*), sum(heartbeats)
       FROM analytics_sessions WHERE last_seen < ${cutoff}
       GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
       ON CONFLICT (day, device_type, os, browser, browser_language, utm_source, utm_medium,
         utm_campaign, is_intern) DO UPDATE SET
         sessions = analytics_daily_sessions.sessions + EXCLUDED.sessions,
         heartbeats = analytics_daily_sessions.heartbeats + EXCLUDED.heartbeats`,
      [days],
    );
    const analyticsSessions = await countOf(
      tx,
      `DELETE FROM analytics_sessions s WHERE s.last_seen < ${cutoff}
         AND NOT EXISTS (SELECT 1 FROM page_views v WHERE v.session_id = s.session_id)`,
      [days],
    );
    await tx.query('DELETE FROM sessions WHERE expires_at < now()');
    await tx.query('DELETE FROM email_tokens WHERE expires_at < now()');
    return { pageViews, analyticsSessions };
  });
}
