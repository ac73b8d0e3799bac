-- Visitor analytics of SPEC section 8: sessions refreshed every 30 s and page views.
CREATE TABLE analytics_sessions (
  session_id text PRIMARY KEY,
  referrer text NOT NULL DEFAULT '',
  utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text,
  device_type text, os text, os_version text, browser text, browser_version text,
  browser_language text,
  is_intern boolean NOT NULL DEFAULT false,
  user_agent text NOT NULL DEFAULT '',
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  heartbeats integer NOT NULL DEFAULT 1
);

CREATE TABLE page_views (
  id uuid PRIMARY KEY,
  session_id text NOT NULL REFERENCES analytics_sessions (session_id),
  page_path text NOT NULL,
  page_title text NOT NULL DEFAULT '',
  song_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  time_spent_seconds integer
);
CREATE INDEX page_views_session ON page_views (session_id, created_at);
CREATE INDEX page_views_song ON page_views (song_id) WHERE song_id IS NOT NULL;
