import { satisfiesRange } from './satisfiesRange';

/** A shared package as a remote's `mf-manifest.json` lists it (`shared[]`). */
export interface RequiredShare {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** A shared package as the page (the shell) provides it. */
export interface ProvidedShare {
  version: string;
  singleton: boolean;
}

export interface SharedMismatch {
  name: string;
  /** The range the remote was built to need (`^2.0.0`). */
  required: string;
  /** The version the page provides (`1.4.2`). */
  provided: string;
  /** One copy per page (store, player, i18n, React…): the remote cannot bring its own. */
  singleton: boolean;
}

/**
 * The shared packages a remote needs in a version the page does not provide. A package the page
 * does not share at all is no mismatch: the remote uses its own copy, as it always does.
 */
export function sharedMismatches(
  required: readonly RequiredShare[],
  provided: Readonly<Record<string, ProvidedShare>>,
): SharedMismatch[] {
  const mismatches: SharedMismatch[] = [];
  for (const share of required) {
    const host = provided[share.name];
    const range = share.requiredVersion;
    if (!host || typeof range !== 'string' || range === '' || range === '*') continue;
    if (satisfiesRange(host.version, range)) continue;
    mismatches.push({
      name: share.name,
      required: range,
      provided: host.version,
      singleton: host.singleton || share.singleton === true,
    });
  }
  return mismatches;
}

/** What a remote is told when a singleton it needs is not there in a version it can use. */
export class SharedVersionError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(
      `${remote} cannot run on this page: ${mismatches
        .map((m) => `the singleton ${m.name} is ${m.provided} here, ${remote} needs ${m.required}`)
        .join('; ')}. Showing its fallback.`,
    );
    this.name = 'SharedVersionError';
  }
}

/** The log line for a mismatch that is safe: the remote loads its own copy of the package. */
export const ownCopyWarning = (remote: string, m: SharedMismatch) =>
  `${remote} needs ${m.name} ${m.required}, this page provides ${m.provided}: ${remote} uses its own copy.`;
