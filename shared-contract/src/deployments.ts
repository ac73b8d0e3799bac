/**
 * What the deployment registry tells the `/deployments` page (and `npx btb list`) per remote: the
 * live releases and the last change to them. Served by the site server at `/registry/deployments`,
 * to a caller with the deploy token only.
 */

/** One release a channel points at. */
export interface LiveRelease {
  /** `<version>-<content hash>`, as `data-release-*` on a page records it. */
  id: string;
  version: string;
  gitCommit: string;
  builtAt: string;
}

/** The last change to a remote's channels: what, when and by which token (its fingerprint). */
export interface ChannelChangeRecord {
  /** `promote-stable`, `promote-canary` or `rollback` (null when the audit log has no entry). */
  action: string | null;
  at: string;
  by: string;
}

export interface RemoteDeployment {
  /** Federation name (`mf_search`). */
  remote: string;
  stable: LiveRelease | null;
  canary: LiveRelease | null;
  /** Percent of browsers (sticky by cohort) that get the canary. */
  canaryShare: number;
  lastChange: ChannelChangeRecord | null;
}

export interface DeploymentsResponse {
  remotes: RemoteDeployment[];
}
