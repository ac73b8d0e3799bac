import { analyticsRetentionDays } from '@btb/shared-contract';
import { testContext, unique } from '../testing/testApp';
import { applyRetention } from './rollUpAnalytics';

const db = () => testContext().db;
const sessionId = () => unique('r').padEnd(21, 'x').slice(0, 21);

// One statement, so a retention run of another test file's app (on ready) cannot delete the old
// session between the two inserts.
async function visit(id: string, daysAgo: number, path: string) {
  await db().query(
    `WITH visitor AS (
       INSERT INTO analytics_sessions (session_id, device_type, os, browser, user_agent,
         first_seen, last_seen)
       VALUES ($1, 'mobile', 'Android', 'Chrome', 'Mozilla/5.0 test-agent',
         now() - make_interval(days => $2::int), now() - make_interval(days => $2::int))
       RETURNING session_id
     )
     INSERT INTO page_views (id, session_id, page_path, page_title, created_at, time_spent_seconds)
     SELECT gen_random_uuid(), session_id, $3, 'Test', now() - make_interval(days => $2::int), 12
     FROM visitor`,
    [id, daysAgo, path],
  );
}

describe('analytics retention', () => {
  it('rolls rows older than the stated period into anonymous daily totals and deletes them', async () => {
    const path = `/${unique('old')}`;
    const [old, recent] = [sessionId(), sessionId()];
    await visit(old, analyticsRetentionDays + 2, path);
    await visit(recent, analyticsRetentionDays - 2, path);

    await applyRetention(db());

    const sessions = await db().query<{ session_id: string }>(
      'SELECT session_id FROM analytics_sessions WHERE session_id IN ($1, $2)',
      [old, recent],
    );
    expect(sessions.map((row) => row.session_id)).toEqual([recent]);
    const views = await db().query('SELECT 1 FROM page_views WHERE page_path = $1', [path]);
    expect(views).toHaveLength(1);
    const totals = await db().query<{ views: number; time_spent_seconds: number }>(
      'SELECT views, time_spent_seconds FROM analytics_daily_pages WHERE page_path = $1',
      [path],
    );
    expect(totals).toEqual([{ views: 1, time_spent_seconds: 12 }]);
    const columns = await db().query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name IN ('analytics_daily_pages', 'analytics_daily_sessions')`,
    );
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['session_id']));
  });

  it('keeps no network address in any analytics row', async () => {
    const columns = await db().query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name IN ('analytics_sessions', 'page_views', 'analytics_daily_pages',
         'analytics_daily_sessions')`,
    );
    for (const { column_name } of columns) expect(column_name).not.toMatch(/ip|addr/i);
  });

  it('runs twice without counting anything twice', async () => {
    const path = `/${unique('twice')}`;
    await visit(sessionId(), analyticsRetentionDays + 5, path);
    await applyRetention(db());
    await applyRetention(db());
    const totals = await db().query<{ views: number }>(
      'SELECT views FROM analytics_daily_pages WHERE page_path = $1',
      [path],
    );
    expect(totals).toEqual([{ views: 1 }]);
  });
});
