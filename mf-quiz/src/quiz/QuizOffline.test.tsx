import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, renderWithProviders } from '@btb/shared-testing';
import { cards, lesson, mockQuizApi, settle } from '../testing/quizTestKit';
import QuizPage from './QuizPage';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * The browser is offline (no call reaches a server) with one lesson saved: its code's check and
 * its cards in the saved cache, as a save leaves them, for a page no service worker answers.
 */
function offlineWithSavedLesson() {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  mockQuizApi({ validate: offline, questions: offline });
  const saved: Record<string, unknown> = {
    [`/api/quiz/validate-code?code=${lesson.strCode}`]: lesson,
    [`/api/quiz/questions/${lesson.sequenceID}`]: { questions: cards(2) },
  };
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      match: (key: string) => Promise.resolve(key in saved ? jsonResponse(saved[key]) : undefined),
    },
  });
}

const openQuiz = async (code: string) => {
  renderWithProviders(<QuizPage />, { route: `/quiz?code=${code}` });
  await settle();
  await settle();
};

describe('QuizPage offline', () => {
  beforeEach(offlineWithSavedLesson);
  afterEach(async () => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(globalThis, 'caches');
    await act(() => changeLanguage('en'));
  });

  it("runs a saved lesson's quiz: its code is valid offline too", async () => {
    await openQuiz(lesson.strCode.toLowerCase());
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Animals at the zoo' })).toBeInTheDocument();
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      "You're offline, and this lesson is not saved for offline, so its code cannot be checked.",
    ],
    [
      'de',
      'Du bist offline, und diese Lektion ist nicht für offline gespeichert, daher kann ihr Code nicht geprüft werden.',
    ],
  ] as const)(
    'says an unsaved code cannot be checked offline, not that it is invalid (%s)',
    async (language, text) => {
      await act(() => changeLanguage(language));
      await openQuiz('DE_EN_A1_B09_L09');
      expect(
        await screen.findByText(new RegExp(`^${text.replace(/[.,]/g, '\\$&')}`)),
      ).toBeInTheDocument();
      expect(screen.queryByText(/not valid|nicht gültig/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('no-vocabulary-alert')).not.toBeInTheDocument();
    },
  );
});
