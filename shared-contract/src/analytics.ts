/**
 * Longest accepted value of each analytics field: the API refuses longer ones (400) and the client
 * cuts its values to these before sending.
 */
export const analyticsFieldCaps = {
  referrer: 500,
  pagePath: 500,
  pageTitle: 200,
  /** Each UTM parameter and device-info field. */
  text: 100,
} as const;

export interface UtmParams {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

export interface DeviceInfo {
  deviceType?: string;
  os?: string;
  osVersion?: string;
  browser?: string;
  browserVersion?: string;
  browserLanguage?: string;
}

/** `POST /api/analytics/session`, sent on load and every 30 s. */
export interface AnalyticsSessionRequest {
  /** 21-character random id kept in local storage. */
  sessionId: string;
  referrer?: string;
  utmParams?: UtmParams;
  deviceInfo?: DeviceInfo;
  /** True (or 1) when the page was opened with `intern=1`. */
  ysnIntern?: boolean | 0 | 1;
}

export interface AnalyticsAck {
  /** False when the request was ignored (a bot user agent). */
  recorded: boolean;
}

/** `POST /api/analytics/page-view`. */
export interface PageViewRequest {
  sessionId: string;
  pagePath: string;
  pageTitle?: string;
  songId?: number | string | null;
}

export interface PageViewResponse {
  pageViewId: string;
}

/** `PATCH /api/analytics/page-view/{pageViewId}`. */
export interface PageViewPatch {
  /** Seconds. */
  timeSpent: number;
}
