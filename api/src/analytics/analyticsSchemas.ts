import { analyticsFieldCaps as caps } from '@btb/shared-contract';

const shortText = { type: 'string', maxLength: caps.text } as const;

/** SPEC: a 21-character random id; accept any similar URL-safe id. */
export const sessionIdSchema = {
  type: 'string',
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const sessionBodySchema = {
  type: 'object',
  required: ['sessionId'],
  properties: {
    sessionId: sessionIdSchema,
    referrer: { type: 'string', maxLength: caps.referrer },
    utmParams: {
      type: 'object',
      properties: {
        utm_source: shortText,
        utm_medium: shortText,
        utm_campaign: shortText,
        utm_term: shortText,
        utm_content: shortText,
      },
    },
    deviceInfo: {
      type: 'object',
      properties: {
        deviceType: shortText,
        os: shortText,
        osVersion: shortText,
        browser: shortText,
        browserVersion: shortText,
        browserLanguage: shortText,
      },
    },
    ysnIntern: { anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }] },
  },
} as const;

export const pageViewBodySchema = {
  type: 'object',
  required: ['sessionId', 'pagePath'],
  properties: {
    sessionId: sessionIdSchema,
    pagePath: { type: 'string', minLength: 1, maxLength: caps.pagePath },
    pageTitle: { type: 'string', maxLength: caps.pageTitle },
    songId: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 2147483647 },
        { type: 'null' },
        { type: 'string', maxLength: 12 },
      ],
    },
  },
} as const;

export const pageViewPatchSchema = {
  type: 'object',
  required: ['timeSpent'],
  properties: { timeSpent: { type: 'number', minimum: 0, maximum: 86400 } },
} as const;

export const ackSchema = {
  type: 'object',
  required: ['recorded'],
  properties: { recorded: { type: 'boolean' } },
} as const;
