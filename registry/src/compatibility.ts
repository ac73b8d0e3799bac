import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** Shared package → the version the live shell provides. */
export type ProvidedVersions = Record<string, string>;

/** What the shell's build shares, from its `mf-manifest.json` (empty when it is not built). */
export function shellProvides(shellDist: string): ProvidedVersions {
  try {
    const manifest = JSON.parse(readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as {
      shared?: { name?: unknown; version?: unknown }[];
    };
    const provided: ProvidedVersions = {};
    for (const shared of manifest.shared ?? []) {
      if (typeof shared.name === 'string' && typeof shared.version === 'string') {
        provided[shared.name] = shared.version;
      }
    }
    return provided;
  } catch {
    return {};
  }
}

/**
 * Why a release cannot run in the live shell, or null when it can: every shared package it needs
 * must be provided in a version its range accepts.
 */
export function incompatibility(
  requires: Record<string, string>,
  provided: ProvidedVersions,
): string | null {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(requires)) {
    const version = provided[name];
    if (version === undefined) continue; // Not shared by the shell: the remote uses its own copy.
    const valid = semver.validRange(range);
    if (!valid || !semver.satisfies(version, valid, { includePrerelease: true })) {
      problems.push(`${name}: the release needs ${range}, the live shell provides ${version}`);
    }
  }
  return problems.length ? problems.join('; ') : null;
}
