import { browserStorageKeys } from '@btb/shared-contract';
import { createHash, randomBytes } from 'node:crypto';

/** The cookie that keeps one browser in one cohort, so a learner does not flip between releases. */
export const cohortCookie = browserStorageKeys.cohortCookie;

const cohortPattern = /^[A-Za-z0-9_-]{8,64}$/;

export const newCohort = () => randomBytes(12).toString('base64url');

/** The browser's cohort from its Cookie header, or null (none yet, or not one of ours). */
export function cohortFromCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === cohortCookie && cohortPattern.test(value)) return value;
  }
  return null;
}

export const cohortSetCookie = (cohort: string) =>
  `${cohortCookie}=${cohort}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;

/** 0–99, fixed per cohort and remote (each remote's canary draws its own share of browsers). */
export function cohortBucket(cohort: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${cohort}`).digest().readUInt32BE(0) % 100;
}

export const inCanary = (cohort: string, remote: string, share: number) =>
  cohortBucket(cohort, remote) < share;
