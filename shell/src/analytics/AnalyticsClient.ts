import { analyticsFieldCaps } from '@btb/shared-contract';
import { analyticsApi, type AnalyticsApi } from './analyticsApi';
import {
  clearPageView,
  readSession,
  writePageView,
  writeSession,
  type StoredPageView,
  type StoredSession,
} from './analyticsStorage';
import { createSessionId } from './createSessionId';
import { deviceInfoOf } from './deviceInfo';
import { isBot } from './isBot';
import { songIdOf } from './songIdOf';
import { isInternVisit, utmParamsOf } from './utmParams';

/** SPEC section 9: the session call repeats every 30 s. */
export const heartbeatMs = 30_000;
/** A session idle this long starts over, as web analytics usually count visits. */
export const sessionIdleMs = 30 * 60_000;

export interface AnalyticsEnvironment {
  userAgent: string;
  language: string;
  referrer: string;
  /** The landing URL's query string. */
  search: string;
  now: () => number;
}

const browserEnvironment = (): AnalyticsEnvironment => ({
  userAgent: navigator.userAgent,
  language: navigator.language,
  referrer: document.referrer,
  search: window.location.search,
  now: () => Date.now(),
});

/**
 * The visitor analytics of SPEC: a session sent on load and every 30 s, a page view per route, and
 * the time spent on it when the next one starts or the page unloads. Failures are only logged.
 */
export class AnalyticsClient {
  private session: StoredSession | null = null;
  private current: StoredPageView | null = null;
  /** Bumped by each page view, so a late answer for an old view is closed at once. */
  private viewSeq = 0;
  private readonly env: AnalyticsEnvironment;

  constructor(
    private readonly api: AnalyticsApi = analyticsApi,
    env?: AnalyticsEnvironment,
    private readonly log: (message: string, error: unknown) => void = (message, error) =>
      console.warn(message, error),
  ) {
    this.env = env ?? browserEnvironment();
  }

  get enabled(): boolean {
    return !isBot(this.env.userAgent);
  }

  /** Starts the session heartbeat and the unload hook; returns the function that stops them. */
  start(): () => void {
    if (!this.enabled) return () => {};
    this.session = this.resumeOrCreateSession();
    void this.sendSession();
    const timer = setInterval(() => void this.sendSession(), heartbeatMs);
    const onPageHide = () => this.finishPageView();
    window.addEventListener('pagehide', onPageHide);
    // Stopping (consent withdrawn, or unmount) forgets the session: nothing more is sent.
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      this.session = null;
      this.current = null;
      this.viewSeq++;
    };
  }

  /**
   * A new page on screen: closes the previous view and opens one for `path`, named by the page's
   * meta (`title`: its English title without data, SPEC section 7's page titles).
   */
  pageView(path: string, title: string): void {
    const session = this.session;
    if (!this.enabled || !session) return;
    this.finishPageView();
    const seq = ++this.viewSeq;
    const pageLoadTime = this.env.now();
    this.api
      .startPageView({
        sessionId: session.sessionId,
        pagePath: path.slice(0, analyticsFieldCaps.pagePath),
        pageTitle: title.slice(0, analyticsFieldCaps.pageTitle),
        songId: songIdOf(path),
      })
      .then(({ pageViewId }) => {
        if (!this.session) return; // stopped meanwhile: store and send nothing more
        const view = { pageViewId, pagePath: path, pageLoadTime };
        if (seq !== this.viewSeq) {
          this.sendTimeSpent(view); // the visitor already moved on
          return;
        }
        this.current = view;
        writePageView(view);
      })
      .catch((error: unknown) => this.log('Analytics page view failed', error));
  }

  /** Sends the time spent on the open view, if any (also on unload, thanks to keepalive). */
  finishPageView(): void {
    const view = this.current;
    if (!view) return;
    this.current = null;
    clearPageView();
    this.sendTimeSpent(view);
  }

  private sendTimeSpent(view: StoredPageView): void {
    const seconds = Math.max(0, Math.round((this.env.now() - view.pageLoadTime) / 1000));
    this.api
      .timeSpent(view.pageViewId, seconds)
      .catch((error: unknown) => this.log('Analytics time spent failed', error));
  }

  private resumeOrCreateSession(): StoredSession {
    const now = this.env.now();
    const stored = readSession();
    const intern = isInternVisit(this.env.search);
    if (stored && now - stored.lastActivity < sessionIdleMs) {
      return { ...stored, intern: stored.intern || intern };
    }
    return { sessionId: createSessionId(), firstVisit: now, lastActivity: now, intern };
  }

  private async sendSession(): Promise<void> {
    const session = this.session;
    if (!session) return;
    session.lastActivity = this.env.now();
    writeSession(session);
    try {
      await this.api.session({
        sessionId: session.sessionId,
        referrer: this.env.referrer.slice(0, analyticsFieldCaps.referrer),
        utmParams: utmParamsOf(this.env.search),
        deviceInfo: deviceInfoOf(this.env.userAgent, this.env.language),
        ysnIntern: session.intern,
      });
    } catch (error) {
      this.log('Analytics session failed', error);
    }
  }
}
