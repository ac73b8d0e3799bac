-- Privacy (issue 22): analytics rows older than the retention period on the privacy page
-- (shared-contract `analyticsRetentionDays`) are rolled up into these anonymous daily totals and
-- deleted. The totals hold no session id, user agent or address.
CREATE TABLE analytics_daily_pages (
  day date NOT NULL,
  page_path text NOT NULL,
  page_title text NOT NULL,
  song_id integer NOT NULL DEFAULT 0,
  views integer NOT NULL,
  time_spent_seconds bigint NOT NULL,
  PRIMARY KEY (day, page_path, page_title, song_id)
);

CREATE TABLE analytics_daily_sessions (
  day date NOT NULL,
  device_type text NOT NULL,
  os text NOT NULL,
  browser text NOT NULL,
  browser_language text NOT NULL,
  utm_source text NOT NULL,
  utm_medium text NOT NULL,
  utm_campaign text NOT NULL,
  is_intern boolean NOT NULL,
  sessions integer NOT NULL,
  heartbeats bigint NOT NULL,
  PRIMARY KEY (day, device_type, os, browser, browser_language, utm_source, utm_medium,
    utm_campaign, is_intern)
);

CREATE INDEX analytics_sessions_last_seen ON analytics_sessions (last_seen);
CREATE INDEX page_views_created ON page_views (created_at);
