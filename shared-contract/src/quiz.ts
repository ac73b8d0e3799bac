import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './common';

/** `POST /api/quiz/validate-code`. */
export const QuizValidateRequestSchema = Type.Object({ code: Type.String({ maxLength: 200 }) });
export type QuizValidateRequest = Static<typeof QuizValidateRequestSchema>;

export const QuizValidateResponseSchema = Type.Object({
  valid: Type.Boolean(),
  sequenceID: Type.Integer(),
  sequenceName: Type.String(),
  strCode: Type.String(),
  /** First song of the lesson, 0 when it has none. */
  songID: Type.Integer(),
});
export type QuizValidateResponse = Static<typeof QuizValidateResponseSchema>;

export const QuizQuestionSchema = Type.Object({ question: Type.String(), answer: Type.String() });
export type QuizQuestion = Static<typeof QuizQuestionSchema>;

/** `GET /api/quiz/questions/{sequenceId}`. */
export const QuizQuestionsResponseSchema = Type.Object({
  questions: Type.Array(QuizQuestionSchema),
});
export type QuizQuestionsResponse = Static<typeof QuizQuestionsResponseSchema>;

export const QuizQuestionsParamsSchema = Type.Object({ sequenceId: IdSchema });
