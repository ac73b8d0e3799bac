import type { NavDescription, RouteDescription } from '@btb/platform';

/** The routes and nav links a release brings (point 6: routes come with the remote). */
export interface ReleasePages {
  routes: RouteDescription[];
  nav?: NavDescription[];
}

/** One immutable release of a remote, as recorded when it was registered. */
export interface Release {
  remote: string;
  /** `<version>-<content hash>`: also its folder and URL path. */
  id: string;
  version: string;
  contentHash: string;
  /** `sha384-…` of its `mf-manifest.json` and of its `remoteEntry.js`. */
  manifestIntegrity: string;
  entryIntegrity: string;
  /** Shared package → the semver range the release needs from the host. */
  requires: Record<string, string>;
  pages: ReleasePages;
  gitCommit: string;
  builtAt: string;
  registeredAt: string;
}

/** A remote's live pointers. */
export interface Channel {
  remote: string;
  stable: string | null;
  canary: string | null;
  /** Percent of browsers (by cohort) that get the canary. */
  canaryShare: number;
  /** Earlier stable releases, newest last: what rollback returns to. */
  stableHistory: string[];
  /** Bumped by every change; a write may name the revision it expects. */
  revision: number;
  promotedAt: string | null;
  promotedBy: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  remote: string;
  action: string;
  releaseId: string | null;
  canaryShare: number | null;
  actor: string;
  outcome: string;
  detail: string;
}

/** A refused registry request: the status and message the caller gets; nothing was changed. */
export class RegistryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
