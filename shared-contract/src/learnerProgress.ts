import { Type, type Static } from '@sinclair/typebox';
import { CodeSchema, IdSchema } from './common';
import { learningPairPattern } from './learningPair';
import { heardSongLimits, quizScoreLimits } from './quizScoreLimits';
import { ReviewInstantSchema } from './reviews';

/**
 * What else of a learner's progress goes with the account (issue 34): the language pair they chose
 * and each lesson's best quiz score. Reviews travel apart (`/api/reviews/logs`).
 */

const CountSchema = Type.Integer({ minimum: 0, maximum: quizScoreLimits.count });

/** A lesson's best finished quiz round, and when its quiz was last finished. */
export const QuizScoreSchema = Type.Object(
  {
    lessonCode: CodeSchema,
    correct: CountSchema,
    total: Type.Integer({ minimum: 1, maximum: quizScoreLimits.count }),
    finishedAt: ReviewInstantSchema,
  },
  { additionalProperties: false },
);
export type QuizScore = Static<typeof QuizScoreSchema>;

/** A song heard to its end, and the last time it was (as the browser keeps it). */
export const HeardSongSchema = Type.Object(
  { id: IdSchema, at: ReviewInstantSchema },
  { additionalProperties: false },
);
export type HeardSong = Static<typeof HeardSongSchema>;

/** A heard song as the account answers with it: enough for "My learning" to list it. */
export const HeardSongEntrySchema = Type.Object({
  id: IdSchema,
  at: ReviewInstantSchema,
  title: Type.String(),
  creator: Type.String(),
  imageUrl: Type.String(),
});
export type HeardSongEntry = Static<typeof HeardSongEntrySchema>;

/** A subject key (`DE_EN`) or `none` (the question skipped). */
export const LearningPairSchema = Type.String({ pattern: learningPairPattern });

/** `GET /api/progress` and the answer to a push: what the account holds. */
export const LearnerProgressSchema = Type.Object({
  /** null until the learner chose (or skipped) a pair while logged in. */
  learningPair: Type.Union([LearningPairSchema, Type.Null()]),
  quizScores: Type.Array(QuizScoreSchema),
  /** The newest songs heard to their end (`heardSongLimits.kept`), the latest first. */
  heardSongs: Type.Array(HeardSongEntrySchema),
});
export type LearnerProgress = Static<typeof LearnerProgressSchema>;

/**
 * `POST /api/progress`: a pair chosen on this device (it replaces the account's) and this device's
 * quiz scores (each lesson keeps the better score and the later finish) and songs heard (each keeps
 * its latest time; a song the catalogue does not have is ignored).
 */
export const LearnerProgressPushSchema = Type.Object(
  {
    learningPair: Type.Optional(LearningPairSchema),
    quizScores: Type.Optional(
      Type.Array(QuizScoreSchema, { maxItems: quizScoreLimits.scoresPerPush }),
    ),
    heardSongs: Type.Optional(
      Type.Array(HeardSongSchema, { maxItems: heardSongLimits.songsPerPush }),
    ),
  },
  { additionalProperties: false },
);
export type LearnerProgressPush = Static<typeof LearnerProgressPushSchema>;
