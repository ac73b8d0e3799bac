import type { DeploymentsResponse, LiveRelease } from '@btb/shared-contract';
import type { RegistrySnapshot } from './registry';
import type { AuditEntry, Release } from './types';

/** The audit actions that move a channel (a register or prune does not). */
const channelActions = new Set(['promote-stable', 'promote-canary', 'rollback']);

function liveRelease(releases: Release[], remote: string, id: string | null): LiveRelease | null {
  if (!id) return null;
  const release = releases.find((r) => r.remote === remote && r.id === id);
  return {
    id,
    version: release?.version ?? id.slice(0, id.lastIndexOf('-')),
    gitCommit: release?.gitCommit ?? 'unknown',
    builtAt: release ? new Date(release.builtAt).toISOString() : '',
  };
}

/**
 * Per remote: its stable and canary release, the canary's share and the last change to them (when,
 * by which token, and what it was, from the audit log). What `/deployments` and `npx btb list` show.
 * `audit` is newest first, as `listAudit` returns it.
 */
export function deploymentsOf(
  { channels, releases }: RegistrySnapshot,
  audit: AuditEntry[],
): DeploymentsResponse {
  return {
    remotes: channels.map((channel) => {
      const last = audit.find(
        (entry) =>
          entry.remote === channel.remote &&
          entry.outcome === 'ok' &&
          channelActions.has(entry.action),
      );
      return {
        remote: channel.remote,
        stable: liveRelease(releases, channel.remote, channel.stable),
        canary: liveRelease(releases, channel.remote, channel.canary),
        canaryShare: channel.canary ? channel.canaryShare : 0,
        lastChange:
          channel.promotedAt && channel.promotedBy
            ? {
                action: last?.action ?? null,
                at: new Date(channel.promotedAt).toISOString(),
                by: channel.promotedBy,
              }
            : null,
      };
    }),
  };
}
