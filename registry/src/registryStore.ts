import path from 'node:path';
import { migrate, type Db, type Queryable } from '@btb/database';
import { type ChannelRow, type ReleaseRow, toChannel, toRelease } from './registryRows';
import { RegistryError, type AuditEntry, type Channel, type Release } from './types';

/** The registry's tables live in the API's database, with their own migration record. */
export function migrateRegistry(db: Db): Promise<number[]> {
  return migrate(db, { dir: path.join(__dirname, 'migrations'), table: 'registry_migrations' });
}

export async function listReleases(db: Queryable, remote?: string): Promise<Release[]> {
  const rows = await db.query<ReleaseRow>(
    `SELECT * FROM registry_releases WHERE $1::text IS NULL OR remote = $1
     ORDER BY remote, registered_at, release_id`,
    [remote ?? null],
  );
  return rows.map(toRelease);
}

export async function findRelease(db: Queryable, remote: string, id: string) {
  const rows = await db.query<ReleaseRow>(
    'SELECT * FROM registry_releases WHERE remote = $1 AND release_id = $2',
    [remote, id],
  );
  return rows[0] ? toRelease(rows[0]) : null;
}

export async function listChannels(db: Queryable): Promise<Channel[]> {
  const rows = await db.query<ChannelRow>('SELECT * FROM registry_channels ORDER BY remote');
  return rows.map(toChannel);
}

export async function listAudit(db: Queryable, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.query<{
    id: number;
    at: string;
    remote: string;
    action: string;
    release_id: string | null;
    canary_share: number | null;
    actor: string;
    outcome: string;
    detail: string;
  }>('SELECT * FROM registry_audit ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    remote: row.remote,
    action: row.action,
    releaseId: row.release_id,
    canaryShare: row.canary_share,
    actor: row.actor,
    outcome: row.outcome,
    detail: row.detail,
  }));
}

export interface AuditInput {
  remote: string;
  action: string;
  releaseId?: string | null;
  canaryShare?: number | null;
  actor: string;
  outcome: 'ok' | 'refused';
  detail?: string;
}

export async function writeAudit(db: Queryable, entry: AuditInput): Promise<void> {
  await db.query(
    `INSERT INTO registry_audit (remote, action, release_id, canary_share, actor, outcome, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.remote,
      entry.action,
      entry.releaseId ?? null,
      entry.canaryShare ?? null,
      entry.actor,
      entry.outcome,
      entry.detail ?? '',
    ],
  );
}

/** Records a release; an identical one (same id) already there is left as it was. */
export async function insertRelease(db: Queryable, release: Release): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO registry_releases (remote, release_id, version, content_hash, manifest_integrity,
       entry_integrity, requires, pages, git_commit, built_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)
     ON CONFLICT (remote, release_id) DO NOTHING RETURNING release_id`,
    [
      release.remote,
      release.id,
      release.version,
      release.contentHash,
      release.manifestIntegrity,
      release.entryIntegrity,
      JSON.stringify(release.requires),
      JSON.stringify(release.pages),
      release.gitCommit,
      release.builtAt,
    ],
  );
  return rows.length > 0;
}

export interface ChannelChange {
  remote: string;
  /** The change to make, given the current channel; throws RegistryError to refuse. */
  apply(current: Channel): Omit<Channel, 'remote' | 'revision' | 'promotedAt' | 'promotedBy'>;
  /** The revision the caller last saw; another write since then refuses this one (409). */
  ifRevision?: number;
  actor: string;
}

const emptyChannel = (remote: string): Channel => ({
  remote,
  stable: null,
  canary: null,
  canaryShare: 0,
  stableHistory: [],
  revision: 0,
  promotedAt: null,
  promotedBy: null,
});

/**
 * Changes one remote's channel in a transaction holding its row, so concurrent writes go one
 * after the other; with `ifRevision`, only the first of two writes based on the same state wins.
 */
export async function changeChannel(db: Db, change: ChannelChange): Promise<Channel> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO registry_channels (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING',
      [change.remote],
    );
    const rows = await tx.query<ChannelRow>(
      'SELECT * FROM registry_channels WHERE remote = $1 FOR UPDATE',
      [change.remote],
    );
    const current = rows[0] ? toChannel(rows[0]) : emptyChannel(change.remote);
    if (change.ifRevision !== undefined && change.ifRevision !== current.revision) {
      throw new RegistryError(
        409,
        `${change.remote} changed since revision ${change.ifRevision} (now ${current.revision}): list again and retry.`,
      );
    }
    const next = change.apply(current);
    const updated = await tx.query<ChannelRow>(
      `UPDATE registry_channels SET stable = $2, canary = $3, canary_share = $4,
         stable_history = $5::jsonb, revision = revision + 1, promoted_at = now(), promoted_by = $6
       WHERE remote = $1 RETURNING *`,
      [
        change.remote,
        next.stable,
        next.canary,
        next.canaryShare,
        JSON.stringify(next.stableHistory),
        change.actor,
      ],
    );
    // Whatever was or is live now counts as live today (prune keeps releases live in the last N days).
    const touched = [current.stable, current.canary, next.stable, next.canary].filter(
      (id): id is string => Boolean(id),
    );
    for (const id of new Set(touched)) {
      await tx.query(
        'UPDATE registry_releases SET last_live_at = now() WHERE remote = $1 AND release_id = $2',
        [change.remote, id],
      );
    }
    return toChannel(updated[0] as ChannelRow);
  });
}

/** Releases no channel points at and none has for `days` days. */
export async function prunableReleases(db: Queryable, days: number): Promise<Release[]> {
  const rows = await db.query<ReleaseRow>(
    `SELECT r.* FROM registry_releases r
     LEFT JOIN registry_channels c ON c.remote = r.remote
     WHERE (c.stable IS NULL OR c.stable <> r.release_id)
       AND (c.canary IS NULL OR c.canary <> r.release_id)
       AND NOT COALESCE(c.stable_history, '[]'::jsonb) ? r.release_id
       AND COALESCE(r.last_live_at, r.registered_at) < now() - make_interval(days => $1)`,
    [days],
  );
  return rows.map(toRelease);
}

export async function deleteRelease(db: Queryable, remote: string, id: string): Promise<void> {
  await db.query('DELETE FROM registry_releases WHERE remote = $1 AND release_id = $2', [
    remote,
    id,
  ]);
}
