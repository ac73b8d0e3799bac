import { Type, type Static } from '@sinclair/typebox';
import { analyticsFieldCaps as caps } from './analyticsFieldCaps';
import { ClientIdSchema } from './common';

const shortText = Type.Optional(Type.String({ maxLength: caps.text }));

export const UtmParamsSchema = Type.Object({
  utm_source: shortText,
  utm_medium: shortText,
  utm_campaign: shortText,
  utm_term: shortText,
  utm_content: shortText,
});
export type UtmParams = Static<typeof UtmParamsSchema>;

export const DeviceInfoSchema = Type.Object({
  deviceType: shortText,
  os: shortText,
  osVersion: shortText,
  browser: shortText,
  browserVersion: shortText,
  browserLanguage: shortText,
});
export type DeviceInfo = Static<typeof DeviceInfoSchema>;

/** SPEC: a 21-character random id kept in local storage; any similar URL-safe id is accepted. */
export const AnalyticsSessionIdSchema = ClientIdSchema;

/** `POST /api/analytics/session`, sent on load and every 30 s. */
export const AnalyticsSessionRequestSchema = Type.Object({
  sessionId: AnalyticsSessionIdSchema,
  referrer: Type.Optional(Type.String({ maxLength: caps.referrer })),
  utmParams: Type.Optional(UtmParamsSchema),
  deviceInfo: Type.Optional(DeviceInfoSchema),
  /** True (or 1) when the page was opened with `intern=1`. */
  ysnIntern: Type.Optional(
    Type.Union([Type.Boolean(), Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })]),
  ),
});
export type AnalyticsSessionRequest = Static<typeof AnalyticsSessionRequestSchema>;

export const AnalyticsAckSchema = Type.Object({
  /** False when the request was ignored (a bot or a generic HTTP client). */
  recorded: Type.Boolean(),
});
export type AnalyticsAck = Static<typeof AnalyticsAckSchema>;

/** `POST /api/analytics/page-view`. */
export const PageViewRequestSchema = Type.Object({
  sessionId: AnalyticsSessionIdSchema,
  pagePath: Type.String({ minLength: 1, maxLength: caps.pagePath }),
  pageTitle: Type.Optional(Type.String({ maxLength: caps.pageTitle })),
  songId: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 1, maximum: 2147483647 }),
      Type.Null(),
      Type.String({ maxLength: 12 }),
    ]),
  ),
});
export type PageViewRequest = Static<typeof PageViewRequestSchema>;

export const PageViewResponseSchema = Type.Object({ pageViewId: Type.String() });
export type PageViewResponse = Static<typeof PageViewResponseSchema>;

/** `PATCH /api/analytics/page-view/{pageViewId}`. */
export const PageViewPatchSchema = Type.Object({
  /** Seconds. */
  timeSpent: Type.Number({ minimum: 0, maximum: 86400 }),
});
export type PageViewPatch = Static<typeof PageViewPatchSchema>;

export const PageViewParamsSchema = Type.Object({
  pageViewId: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  }),
});
