import { type QuizQuestion, type QuizQuestionsResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

function isQuestion(value: unknown): value is QuizQuestion {
  if (!value || typeof value !== 'object') return false;
  const { question, answer } = value as Record<string, unknown>;
  return typeof question === 'string' && question.trim() !== '' && typeof answer === 'string';
}

/** Drops malformed cards instead of rendering "undefined" on one. */
export function usableQuestions(response: unknown): QuizQuestion[] {
  const questions = (response as { questions?: unknown } | null)?.questions;
  return Array.isArray(questions) ? questions.filter(isQuestion) : [];
}

/** `GET /api/quiz/questions/{sequenceId}`: the cards of one lesson. */
export const quizQuestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuizQuestions: build.query<QuizQuestionsResponse, number>({
      query: (sequenceId) => apiRoutes.quizQuestions(sequenceId),
      transformResponse: (response: unknown) => ({ questions: usableQuestions(response) }),
      // Play Again and Restart must see what the server has now, so nothing is kept around.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetQuizQuestionsQuery } = quizQuestionsApi;
