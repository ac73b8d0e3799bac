import { jsonResponse, mockFetch } from './jsonResponse';

type LessonCard = string | { question: string; answer: string };

/**
 * Answers the two calls a lesson's words come from (its code validated, then its quiz questions)
 * with `cards` as the questions (a bare word has no answer): for components that teach a lesson's
 * vocabulary.
 */
export function mockLessonWords(lessonCode: string, cards: readonly LessonCard[]): jest.Mock {
  const sequenceID = 4;
  return mockFetch([
    [
      'POST',
      '/api/quiz/validate-code',
      () =>
        jsonResponse({
          valid: true,
          sequenceID,
          sequenceName: lessonCode,
          strCode: lessonCode,
          songID: 7,
        }),
    ],
    [
      'GET',
      `/api/quiz/questions/${sequenceID}`,
      () =>
        jsonResponse({
          questions: cards.map((card) =>
            typeof card === 'string' ? { question: card, answer: '' } : card,
          ),
        }),
    ],
  ]);
}
