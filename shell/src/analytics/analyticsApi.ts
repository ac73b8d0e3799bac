import {
  type AnalyticsSessionRequest,
  type PageViewRequest,
  type PageViewResponse,
} from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';

/** The three analytics calls of SPEC section 7; fire-and-forget, so plain functions. */
export const analyticsApi = {
  session: (body: AnalyticsSessionRequest) =>
    apiRequest<unknown>(apiRoutes.analyticsSession, { method: 'POST', body }),
  startPageView: (body: PageViewRequest) =>
    apiRequest<PageViewResponse>(apiRoutes.analyticsPageView, { method: 'POST', body }),
  /** `keepalive` lets the request finish while the page unloads. */
  timeSpent: (pageViewId: string, timeSpent: number) =>
    apiRequest<unknown>(apiRoutes.analyticsPageViewPatch(pageViewId), {
      method: 'PATCH',
      body: { timeSpent },
      keepalive: true,
    }),
};

export type AnalyticsApi = typeof analyticsApi;
