/** JSON schemas of the privacy routes; the types are in shared-contract's privacy.ts. */
const timestamp = { type: 'string' } as const;
const nullableTimestamp = { type: ['string', 'null'] } as const;

const listOf = (properties: Record<string, object>) =>
  ({
    type: 'array',
    items: { type: 'object', required: Object.keys(properties), properties },
  }) as const;

export const exportSchema = {
  type: 'object',
  required: ['exportedAt', 'account', 'loginSessions', 'emailTokens', 'emails', 'loginFailures'],
  properties: {
    exportedAt: timestamp,
    account: {
      type: 'object',
      required: ['username', 'email', 'premium', 'referralCode', 'confirmedAt', 'createdAt'],
      properties: {
        username: { type: 'string' },
        email: { type: 'string' },
        premium: { type: 'boolean' },
        referralCode: { type: ['string', 'null'] },
        confirmedAt: nullableTimestamp,
        createdAt: timestamp,
      },
    },
    loginSessions: listOf({ createdAt: timestamp, expiresAt: timestamp }),
    emailTokens: listOf({
      purpose: { type: 'string' },
      expiresAt: timestamp,
      usedAt: nullableTimestamp,
    }),
    emails: listOf({
      subject: { type: 'string' },
      body: { type: 'string' },
      createdAt: timestamp,
      sentAt: nullableTimestamp,
    }),
    loginFailures: listOf({ failedAt: timestamp }),
  },
} as const;

export const deleteBodySchema = {
  type: 'object',
  required: ['confirm'],
  additionalProperties: false,
  properties: { confirm: { const: true } },
} as const;

export const deleteResponseSchema = {
  type: 'object',
  required: ['deleted', 'message'],
  properties: { deleted: { const: true }, message: { type: 'string' } },
} as const;
