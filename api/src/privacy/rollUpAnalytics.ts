import { analyticsRetentionDays } from '@btb/shared-contract';
import type { Db, Queryable } from '@btb/database';

export interface RetentionResult {
  pageViews: number;
  analyticsSessions: number;
}

/** Runs `rollUp`, a statement over the rows `gone` deletes, and says how many it deleted. */
const deleteAndRollUp = async (tx: Queryable, gone: string, rollUp: string, days: number) =>
  (
    await tx.query<{ n: number }>(
      `WITH gone AS (${gone}), rolled AS (${rollUp}) SELECT count(*)::int AS n FROM gone`,
      [days],
    )
  )[0]?.n ?? 0;

/**
 * The retention periods of the privacy page, applied: analytics older than `days` becomes
 * anonymous daily totals (the raw rows are deleted), and expired login data is removed. A session's
 * `last_seen` is never older than its page views, so the views go first and the sessions after.
 *
 * Each table's rows are deleted and added to the totals in one statement (the deleted rows are
 * what is counted): on PostgreSQL a statement sees the rows committed before it began, so a
 * roll-up and a separate delete could each see different rows, and a row committed between the
 * two (another server's run, a late write) would be deleted without being counted.
 */
export async function applyRetention(
  db: Db,
  days: number = analyticsRetentionDays,
): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const cutoff = `now() - make_interval(days => $1::int)`;
    const pageViews = await deleteAndRollUp(
      tx,
      `DELETE FROM page_views WHERE created_at < ${cutoff}
       RETURNING created_at, page_path, page_title, song_id, time_spent_seconds`,
      `INSERT INTO analytics_daily_pages
         (day, page_path, page_title, song_id, views, time_spent_seconds)
       SELECT (created_at AT TIME ZONE 'UTC')::date, page_path, page_title, coalesce(song_id, 0),
         count(*), coalesce(sum(time_spent_seconds), 0)
       FROM gone
       GROUP BY 1, 2, 3, 4
       ON CONFLICT (day, page_path, page_title, song_id) DO UPDATE SET
         views = analytics_daily_pages.views + EXCLUDED.views,
         time_spent_seconds = analytics_daily_pages.time_spent_seconds + EXCLUDED.time_spent_seconds`,
      days,
    );
    const analyticsSessions = await deleteAndRollUp(
      tx,
      `DELETE FROM analytics_sessions s WHERE s.last_seen < ${cutoff}
         AND NOT EXISTS (SELECT 1 FROM page_views v WHERE v.session_id = s.session_id)
       RETURNING first_seen, device_type, os, browser, browser_language, utm_source, utm_medium,
         utm_campaign, is_intern, heartbeats`,
      `INSERT INTO analytics_daily_sessions (day, device_type, os, browser, browser_language,
         utm_source, utm_medium, utm_campaign, is_intern, sessions, heartbeats)
       SELECT (first_seen AT TIME ZONE 'UTC')::date, coalesce(device_type, ''), coalesce(os, ''),
         coalesce(browser, ''), coalesce(browser_language, ''), coalesce(utm_source, ''),
         coalesce(utm_medium, ''), coalesce(utm_campaign, ''), is_intern, count(*), sum(heartbeats)
       FROM gone
       GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
       ON CONFLICT (day, device_type, os, browser, browser_language, utm_source, utm_medium,
         utm_campaign, is_intern) DO UPDATE SET
         sessions = analytics_daily_sessions.sessions + EXCLUDED.sessions,
         heartbeats = analytics_daily_sessions.heartbeats + EXCLUDED.heartbeats`,
      days,
    );
    await tx.query('DELETE FROM sessions WHERE expires_at < now()');
    await tx.query('DELETE FROM email_tokens WHERE expires_at < now()');
    return { pageViews, analyticsSessions };
  });
}
