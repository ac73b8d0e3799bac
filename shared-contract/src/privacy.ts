import { Type, type Static } from '@sinclair/typebox';
import { LearnerProgressSchema } from './learnerProgress';
import { ReviewLogSchema } from './reviews';

const timestamp = Type.String();
const nullableTimestamp = Type.Union([Type.String(), Type.Null()]);

/** `POST /api/privacy/export`: everything the server holds about the logged-in learner. */
export const PrivacyExportSchema = Type.Object({
  exportedAt: timestamp,
  account: Type.Object({
    username: Type.String(),
    email: Type.String(),
    premium: Type.Boolean(),
    referralCode: Type.Union([Type.String(), Type.Null()]),
    confirmedAt: nullableTimestamp,
    createdAt: timestamp,
  }),
  loginSessions: Type.Array(Type.Object({ createdAt: timestamp, expiresAt: timestamp })),
  emailTokens: Type.Array(
    Type.Object({ purpose: Type.String(), expiresAt: timestamp, usedAt: nullableTimestamp }),
  ),
  emails: Type.Array(
    Type.Object({
      subject: Type.String(),
      body: Type.String(),
      createdAt: timestamp,
      sentAt: nullableTimestamp,
    }),
  ),
  /** Spaced-repetition reviews synced from the learner's devices. */
  reviewLogs: Type.Array(ReviewLogSchema),
  /** The language pair and the quiz scores synced from the learner's devices. */
  learnerProgress: LearnerProgressSchema,
});
export type PrivacyExport = Static<typeof PrivacyExportSchema>;

/** `POST /api/privacy/delete`: the body must confirm the deletion explicitly. */
export const PrivacyDeleteRequestSchema = Type.Object(
  { confirm: Type.Literal(true) },
  { additionalProperties: false },
);
export type PrivacyDeleteRequest = Static<typeof PrivacyDeleteRequestSchema>;

export const PrivacyDeleteResponseSchema = Type.Object({
  deleted: Type.Literal(true),
  message: Type.String(),
});
export type PrivacyDeleteResponse = Static<typeof PrivacyDeleteResponseSchema>;

/**
 * `POST /api/privacy/forget-browser`: forgets this browser, logged in or not: ends its login
 * session and expires the cookies only the server can (the visitor id the counters use, the canary
 * cohort). What the browser keeps itself the page deletes there.
 */
export const PrivacyForgetBrowserResponseSchema = Type.Object({ forgotten: Type.Literal(true) });
export type PrivacyForgetBrowserResponse = Static<typeof PrivacyForgetBrowserResponseSchema>;
