import { Type, type Static } from '@sinclair/typebox';
import { CodeSchema, SubjectKeySchema } from './common';
import { HeardSongSchema, QuizScoreSchema } from './learnerProgress';
import { ReviewInstantSchema } from './reviews';

/**
 * What "Continue" needs of a logged-in learner, summed up by the server (issue 34): no review log
 * is shipped, the account keeps each review card's current state.
 */

/** `GET /api/progress/continue?subject=DE_EN`. */
export const ContinueSummaryQuerySchema = Type.Object(
  { subject: SubjectKeySchema },
  { additionalProperties: false },
);
export type ContinueSummaryQuery = Static<typeof ContinueSummaryQuerySchema>;

/** A lesson's review cards: how many words were answered, how many are due, the last answer. */
export const LessonCardCountsSchema = Type.Object({
  lessonCode: CodeSchema,
  learned: Type.Integer({ minimum: 0 }),
  due: Type.Integer({ minimum: 0 }),
  lastReview: ReviewInstantSchema,
});
export type LessonCardCounts = Static<typeof LessonCardCountsSchema>;

export const ContinueSummarySchema = Type.Object({
  /** When the due counts were taken (ISO). */
  at: ReviewInstantSchema,
  /** The lessons of the subject's book with at least one card. */
  lessons: Type.Array(LessonCardCountsSchema),
  /** The subject's lessons' best scores. */
  quizScores: Type.Array(QuizScoreSchema),
  /** The newest songs heard to their end (`heardSongLimits.kept`), the latest first. */
  heardSongs: Type.Array(HeardSongSchema),
  /** Reviews due now, of every subject (as the review page counts them). */
  due: Type.Integer({ minimum: 0 }),
});
export type ContinueSummary = Static<typeof ContinueSummarySchema>;
