import { jsonResponse, mockFetch } from './jsonResponse';

/**
 * Answers the two calls a lesson's words come from (its code validated, then its quiz questions)
 * with `words` as the questions: for components that teach a lesson's vocabulary.
 */
export function mockLessonWords(lessonCode: string, words: readonly string[]): jest.Mock {
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
      () => jsonResponse({ questions: words.map((question) => ({ question, answer: '' })) }),
    ],
  ]);
}
