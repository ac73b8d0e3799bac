import {
  apiRoutes,
  type QuizQuestion,
  type QuizQuestionsResponse,
  type QuizValidateResponse,
} from '@btb/shared-contract';
import { apiRequest } from '@btb/shared-store';

function isQuestion(value: unknown): value is QuizQuestion {
  if (!value || typeof value !== 'object') return false;
  const { question, answer } = value as Record<string, unknown>;
  return typeof question === 'string' && question.trim() !== '' && typeof answer === 'string';
}

/**
 * A lesson's words with their answers (what the store keeps is only the word): its code turned
 * into its sequence, then that sequence's quiz questions. An unknown code has no words.
 */
export async function fetchLessonWords(
  lessonCode: string,
  signal?: AbortSignal,
): Promise<QuizQuestion[]> {
  const lesson = await apiRequest<QuizValidateResponse>(apiRoutes.quizValidateCode, {
    method: 'POST',
    body: { code: lessonCode },
    signal,
  });
  if (!lesson?.valid || !Number.isInteger(lesson.sequenceID)) return [];
  const response = await apiRequest<QuizQuestionsResponse>(
    apiRoutes.quizQuestions(lesson.sequenceID),
    {
      signal,
    },
  );
  const questions: unknown = response?.questions;
  return Array.isArray(questions) ? questions.filter(isQuestion) : [];
}

/** The words of each of these lessons, by code. Throws when the API cannot be reached. */
export async function fetchLessons(
  codes: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, QuizQuestion[]>> {
  const entries = await Promise.all(
    codes.map(async (code) => [code, await fetchLessonWords(code, signal)] as const),
  );
  return Object.fromEntries(entries);
}
