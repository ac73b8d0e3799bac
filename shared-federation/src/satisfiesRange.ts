import { satisfy } from '@module-federation/enhanced/runtime';

const plainVersion = /^(\d+)\.(\d+)\.(\d+)$/;
const caretRange = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in `range`. The ranges our builds write (`^19.2.0`, `^1.4.0`: tooling's
 * federationShared) and plain versions are read directly; any other range goes to the federation
 * runtime's semver, which compiles a dozen regular expressions per call (a page checks each
 * remote's fifteen shared packages as its manifest arrives).
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = plainVersion.exec(version)?.slice(1).map(Number);
  const caret = caretRange.exec(range)?.slice(1).map(Number);
  const exact = plainVersion.exec(range)?.slice(1).map(Number);
  if (!have || (!caret && !exact)) return satisfy(version, range);
  const [major, minor, patch] = have as [number, number, number];
  if (exact) return exact.join('.') === have.join('.');
  const [wantMajor, wantMinor, wantPatch] = caret as [number, number, number];
  // ^1.2.3: 1.x.y from 1.2.3; ^0.2.3: 0.2.y from 0.2.3; ^0.0.3: 0.0.3 only.
  if (major !== wantMajor) return false;
  if (wantMajor === 0 && minor !== wantMinor) return false;
  if (wantMajor === 0 && wantMinor === 0) return patch === wantPatch;
  if (minor !== wantMinor) return minor > wantMinor;
  return patch >= wantPatch;
}
