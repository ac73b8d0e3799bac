import { readNavLinks } from '@btb/platform';
import type { Channel, Release } from './types';

// The registry's rows as the database returns them, and the records the registry works with.

export interface ReleaseRow {
  remote: string;
  release_id: string;
  version: string;
  content_hash: string;
  manifest_integrity: string;
  entry_integrity: string;
  requires: Release['requires'] | string;
  pages: Release['pages'] | string;
  git_commit: string;
  built_at: string;
  registered_at: string;
}

export interface ChannelRow {
  remote: string;
  stable: string | null;
  canary: string | null;
  canary_share: number;
  stable_history: string[] | string;
  revision: number;
  promoted_at: string | null;
  promoted_by: string | null;
}

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A release's pages as stored; one registered before nav lists were holds a single link. */
function storedPages(value: ReleaseRow['pages']): Release['pages'] {
  const pages = json(value);
  const { links } = readNavLinks(pages.nav);
  return { routes: pages.routes, ...(links.length > 0 ? { nav: links } : {}) };
}

export const toRelease = (row: ReleaseRow): Release => ({
  remote: row.remote,
  id: row.release_id,
  version: row.version,
  contentHash: row.content_hash,
  manifestIntegrity: row.manifest_integrity,
  entryIntegrity: row.entry_integrity,
  requires: json(row.requires),
  pages: storedPages(row.pages),
  gitCommit: row.git_commit,
  builtAt: row.built_at,
  registeredAt: row.registered_at,
});

export const toChannel = (row: ChannelRow): Channel => ({
  remote: row.remote,
  stable: row.stable,
  canary: row.canary,
  canaryShare: row.canary_share,
  stableHistory: json(row.stable_history),
  revision: row.revision,
  promotedAt: row.promoted_at,
  promotedBy: row.promoted_by,
});
