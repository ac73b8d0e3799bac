import {
  apiRoutes,
  type QuizQuestionsResponse,
  type QuizValidateResponse,
} from '@btb/shared-contract';
import { apiRequest } from '@btb/shared-store';

/**
 * The lesson's vocabulary: the words its quiz asks (SPEC: songs are built around the lesson's
 * vocabulary, and the quiz cards' words are sung in them). The same words are the review cards'
 * words, so a gap filled is a review of the card the quiz shows.
 */
export async function fetchLessonWords(lessonCode: string, signal?: AbortSignal) {
  const code = lessonCode.trim();
  if (!code) return [];
  const lesson = await apiRequest<QuizValidateResponse | null>(apiRoutes.quizValidateCode, {
    method: 'POST',
    body: { code },
    signal,
  });
  if (!lesson?.valid || !lesson.sequenceID) return [];
  const response = await apiRequest<QuizQuestionsResponse | null>(
    apiRoutes.quizQuestions(lesson.sequenceID),
    { signal },
  );
  const questions = Array.isArray(response?.questions) ? response.questions : [];
  return questions.flatMap((card) =>
    card && typeof card.question === 'string' && card.question.trim() ? [card.question.trim()] : [],
  );
}
