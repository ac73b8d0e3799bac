import type { BrowserStorageId } from './storageKeys';

/**
 * Everything the site stores about a visitor, in the browser and on the server: the one list the
 * /privacy page renders, each entry named by its storage key (storageKeys.ts) and the code taking
 * its retention periods from here, so the page cannot drift from what is stored.
 */

/** `necessary`: needed for a feature the visitor uses; `analytics`: only after consent. */
export type StoragePurpose = 'necessary' | 'analytics';

/** How long an entry is kept; each has a sentence on the privacy page. */
export type BrowserRetention = 'untilCleared' | 'untilTabClosed' | 'untilDeclined' | 'loginSession';

export interface BrowserStoredEntry {
  id: BrowserStorageId;
  storage: 'local' | 'session' | 'cookie' | 'indexedDb' | 'cacheStorage';
  purpose: StoragePurpose;
  retention: BrowserRetention;
  /** Written only for the site's developers (overrides, the deploy token), never for a learner. */
  developersOnly?: true;
}

export const browserStoredData: readonly BrowserStoredEntry[] = [
  { id: 'language', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'likedSongs', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'playTimestamps', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'playerVolume', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'singAlong', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'lyricTranslations', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'searchFilters', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'timeCalculator', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'reviewNewPerDay', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  {
    id: 'bookOverviewExpansion',
    storage: 'session',
    purpose: 'necessary',
    retention: 'untilTabClosed',
  },
  { id: 'privacyConsent', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'languageCookie', storage: 'cookie', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'consentCookie', storage: 'cookie', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'sessionCookie', storage: 'cookie', purpose: 'necessary', retention: 'loginSession' },
  { id: 'analyticsSession', storage: 'local', purpose: 'analytics', retention: 'untilDeclined' },
  { id: 'analyticsPageView', storage: 'local', purpose: 'analytics', retention: 'untilDeclined' },
  { id: 'remoteMap', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  {
    id: 'remoteOverrides',
    storage: 'local',
    purpose: 'necessary',
    retention: 'untilCleared',
    developersOnly: true,
  },
  {
    id: 'deployToken',
    storage: 'session',
    purpose: 'necessary',
    retention: 'untilTabClosed',
    developersOnly: true,
  },
  {
    id: 'remoteOverridesCookie',
    storage: 'cookie',
    purpose: 'necessary',
    retention: 'untilCleared',
    developersOnly: true,
  },
  { id: 'cohortCookie', storage: 'cookie', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'clientCookie', storage: 'cookie', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'reviews', storage: 'indexedDb', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'listening', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'learningPair', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'learningPairCookie', storage: 'cookie', purpose: 'necessary', retention: 'untilCleared' },
  { id: 'savedOffline', storage: 'local', purpose: 'necessary', retention: 'untilCleared' },
  {
    id: 'savedOfflineFiles',
    storage: 'cacheStorage',
    purpose: 'necessary',
    retention: 'untilCleared',
  },
];

/** Days raw analytics rows are kept before they are rolled up into anonymous daily totals. */
export const analyticsRetentionDays = 90;
/** Days a login session lasts unless the learner logs out. */
export const loginSessionDays = 30;
/**
 * Minutes the login limiter keeps its attempt counts (per account, per account and address): the
 * longest of its windows (api/src/security/rateLimits.ts). Counts only, in the rate-limit store; not
 * linked to an account's export.
 */
export const loginFailureMinutes = 60;
/** Hours a confirmation link stays valid. */
export const emailTokenHours = 48;

export type ServerDataId =
  | 'account'
  | 'loginSessions'
  | 'emailTokens'
  | 'emails'
  | 'reviewLogs'
  | 'learnerProgress'
  | 'loginFailures'
  | 'analyticsSessions'
  | 'analyticsPageViews'
  | 'analyticsTotals';

/** A period on the privacy page; `null` means until the learner deletes the account. */
export interface RetentionPeriod {
  unit: 'days' | 'hours' | 'minutes';
  amount: number;
}

export interface ServerStoredEntry {
  id: ServerDataId;
  purpose: StoragePurpose;
  retention: RetentionPeriod | null;
  /** Part of a learner's export and deletion (analytics is not linked to an account). */
  personal: boolean;
}

export const serverStoredData: readonly ServerStoredEntry[] = [
  { id: 'account', purpose: 'necessary', retention: null, personal: true },
  {
    id: 'loginSessions',
    purpose: 'necessary',
    retention: { unit: 'days', amount: loginSessionDays },
    personal: true,
  },
  {
    id: 'emailTokens',
    purpose: 'necessary',
    retention: { unit: 'hours', amount: emailTokenHours },
    personal: true,
  },
  { id: 'emails', purpose: 'necessary', retention: null, personal: true },
  { id: 'reviewLogs', purpose: 'necessary', retention: null, personal: true },
  { id: 'learnerProgress', purpose: 'necessary', retention: null, personal: true },
  {
    id: 'loginFailures',
    purpose: 'necessary',
    retention: { unit: 'minutes', amount: loginFailureMinutes },
    personal: false,
  },
  {
    id: 'analyticsSessions',
    purpose: 'analytics',
    retention: { unit: 'days', amount: analyticsRetentionDays },
    personal: false,
  },
  {
    id: 'analyticsPageViews',
    purpose: 'analytics',
    retention: { unit: 'days', amount: analyticsRetentionDays },
    personal: false,
  },
  { id: 'analyticsTotals', purpose: 'analytics', retention: null, personal: false },
];
