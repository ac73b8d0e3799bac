import { browserStorageKeys } from '@btb/shared-contract';
import { readStored, removeStored, writeStored } from '@btb/shared-store';
import { isSessionId } from './createSessionId';

/** SPEC section 3: the analytics session and the current page view live in local storage. */
export interface StoredSession {
  sessionId: string;
  firstVisit: number;
  lastActivity: number;
  /** The visit came with `intern=1`; kept for the whole session. */
  intern: boolean;
}

export interface StoredPageView {
  pageViewId: string;
  pagePath: string;
  pageLoadTime: number;
}

const sessionKey = browserStorageKeys.analyticsSession;
const pageViewKey = browserStorageKeys.analyticsPageView;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const asSession = (value: unknown): StoredSession | undefined => {
  const v = value as Partial<StoredSession> | null;
  return v && isSessionId(v.sessionId) && isTime(v.firstVisit) && isTime(v.lastActivity)
    ? {
        sessionId: v.sessionId,
        firstVisit: v.firstVisit,
        lastActivity: v.lastActivity,
        intern: v.intern === true,
      }
    : undefined;
};

export const readSession = () =>
  readStored<StoredSession | undefined>(sessionKey, asSession, undefined);
export const writeSession = (session: StoredSession) => writeStored(sessionKey, session);

export const writePageView = (view: StoredPageView) => writeStored(pageViewKey, view);
export const clearPageView = () => removeStored(pageViewKey);

/** Without consent no analytics key stays in the browser (also ones from before the question). */
export function clearAnalyticsStorage(): void {
  removeStored(sessionKey);
  removeStored(pageViewKey);
}
