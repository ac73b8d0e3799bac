-- The deployment registry (registry/, @btb/registry): releases, channels and the audit log.
CREATE TABLE registry_releases (
  remote text NOT NULL,
  release_id text NOT NULL,
  version text NOT NULL,
  content_hash text NOT NULL,
  manifest_integrity text NOT NULL,
  entry_integrity text NOT NULL,
  requires jsonb NOT NULL,
  pages jsonb NOT NULL,
  git_commit text NOT NULL,
  built_at timestamptz NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  last_live_at timestamptz,
  PRIMARY KEY (remote, release_id)
);

CREATE TABLE registry_channels (
  remote text PRIMARY KEY,
  stable text,
  canary text,
  canary_share integer NOT NULL DEFAULT 0 CHECK (canary_share BETWEEN 0 AND 100),
  stable_history jsonb NOT NULL DEFAULT '[]',
  revision integer NOT NULL DEFAULT 0,
  promoted_at timestamptz,
  promoted_by text
);

CREATE TABLE registry_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  remote text NOT NULL,
  action text NOT NULL,
  release_id text,
  canary_share integer,
  actor text NOT NULL,
  outcome text NOT NULL,
  detail text NOT NULL DEFAULT ''
);
