import { Type, type Static } from '@sinclair/typebox';
import { ClientIdSchema, CodeSchema, StringEnum } from './common';
import { reviewLimits, reviewRatings } from './reviewLimits';

/**
 * Spaced-repetition reviews (issue 20): every quiz answer is a review log, kept in the browser and,
 * for a logged-in learner, merged on the server so every device replays the same logs.
 */

export const ReviewRatingSchema = StringEnum(reviewRatings);
export type ReviewRating = Static<typeof ReviewRatingSchema>;

/** A client-generated id (a UUID or similar): the same log pushed twice is stored once. */
export const ReviewLogIdSchema = ClientIdSchema;

/** A card's word: the quiz question, as the quiz shows it. */
const ReviewWordSchema = Type.String({ minLength: 1, maxLength: reviewLimits.wordLength });

/** A quiz card: the lesson it belongs to and its word; together they are the card's identity. */
export const ReviewCardKeySchema = Type.Object({
  lessonCode: CodeSchema,
  word: ReviewWordSchema,
});
export type ReviewCardKey = Static<typeof ReviewCardKeySchema>;

/** An instant as the browser's `Date.prototype.toISOString()` writes it (UTC, milliseconds). */
export const ReviewInstantSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$',
});

export const ReviewLogSchema = Type.Object(
  {
    id: ReviewLogIdSchema,
    lessonCode: CodeSchema,
    word: ReviewWordSchema,
    rating: ReviewRatingSchema,
    reviewedAt: ReviewInstantSchema,
  },
  { additionalProperties: false },
);
export type ReviewLog = Static<typeof ReviewLogSchema>;

/** `POST /api/reviews/logs`: logs answered on this device that the server may not have yet. */
export const ReviewPushRequestSchema = Type.Object(
  { logs: Type.Array(ReviewLogSchema, { minItems: 1, maxItems: reviewLimits.logsPerPush }) },
  { additionalProperties: false },
);
export type ReviewPushRequest = Static<typeof ReviewPushRequestSchema>;

export const ReviewPushResponseSchema = Type.Object({
  /** Logs new to the server; the rest it already had. */
  stored: Type.Integer({ minimum: 0 }),
});
export type ReviewPushResponse = Static<typeof ReviewPushResponseSchema>;

/** `GET /api/reviews/logs?after=`: the learner's logs the server stored after a cursor. */
export const ReviewPullQuerySchema = Type.Object(
  { after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })) },
  { additionalProperties: false },
);
export type ReviewPullQuery = Static<typeof ReviewPullQuerySchema>;

export const ReviewPullResponseSchema = Type.Object({
  logs: Type.Array(ReviewLogSchema),
  /** Pass as `after` next time; only logs stored later come back. */
  cursor: Type.Integer({ minimum: 0 }),
  /** Another page is waiting (pull again at once). */
  more: Type.Boolean(),
});
export type ReviewPullResponse = Static<typeof ReviewPullResponseSchema>;
