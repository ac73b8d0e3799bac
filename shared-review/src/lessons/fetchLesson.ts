import {
  type QuizQuestion,
  type QuizQuestionsResponse,
  type QuizValidateResponse,
} from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';

export interface LessonCards {
  /** The lesson's name (its sequence's). */
  name: string;
  /** Its quiz cards: each question is a word the lesson teaches, the answer what it means. */
  cards: QuizQuestion[];
}

function isQuestion(value: unknown): value is QuizQuestion {
  if (!value || typeof value !== 'object') return false;
  const { question, answer } = value as Record<string, unknown>;
  return typeof question === 'string' && question.trim() !== '' && typeof answer === 'string';
}

/**
 * A lesson's cards (what the review store keeps is only the word): its code turned into its
 * sequence, then that sequence's quiz questions. An unknown code is null. Throws when the API
 * cannot be reached.
 */
export async function fetchLesson(
  lessonCode: string,
  signal?: AbortSignal,
): Promise<LessonCards | null> {
  const code = lessonCode.trim();
  if (!code) return null;
  const lesson = await apiRequest<QuizValidateResponse | null>(apiRoutes.quizValidateCode, {
    method: 'POST',
    body: { code },
    signal,
  });
  if (!lesson?.valid || !Number.isInteger(lesson.sequenceID)) return null;
  const response = await apiRequest<QuizQuestionsResponse | null>(
    apiRoutes.quizQuestions(lesson.sequenceID),
    { signal },
  );
  const questions: unknown = response?.questions;
  return {
    name: lesson.sequenceName || code,
    cards: Array.isArray(questions) ? questions.filter(isQuestion) : [],
  };
}
