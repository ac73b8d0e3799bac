import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, oneBookOverview, renderWithProviders } from '@btb/shared-testing';
import {
  advance,
  answerCard,
  cards,
  lesson,
  mockQuizApi,
  settle,
  type User,
} from '../testing/quizTestKit';
import { openQuiz } from './quizPageTestbed';
import QuizPage from './QuizPage';

const answer = (user: User, knewIt: boolean) => answerCard(user, knewIt, ['Incorrect', 'Correct']);
const stat = (name: 'correct' | 'incorrect' | 'streak') => screen.queryByTestId(`stat-${name}`);

describe('QuizPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with code entry: back, title and the example placeholder', async () => {
    mockQuizApi();
    await openQuiz('/quiz');
    expect(document.title).toBe('Quiz | Beat to Breakthrough');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vocabulary quiz');
    expect(screen.getByPlaceholderText('e.g. DE_EN_A1_B01_L01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it("offers a newcomer their pair's first lesson beside the code field; a tap starts its quiz", async () => {
    const fetchMock = mockFetch([
      [
        'GET',
        '/api/book-overview/DE_EN',
        () => jsonResponse(oneBookOverview('Book 1', [['Animals at the zoo', [3]]])),
      ],
      ['POST', '/api/quiz/validate-code', () => jsonResponse(lesson)],
      ['GET', /\/api\/quiz\/questions\/\d+$/, () => jsonResponse({ questions: cards(2) })],
    ]);
    const { user } = await openQuiz('/quiz');
    await settle();
    const offered = screen.getByRole('region', { name: 'Or take the quiz of one of your lessons' });
    await user.click(
      within(offered).getByRole('button', { name: /^First lesson: Animals at the zoo/ }),
    );
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/quiz?code=DE_EN_A1_B01_L01');
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/quiz/validate-code',
      expect.objectContaining({ body: JSON.stringify({ code: 'DE_EN_A1_B01_L01' }) }),
    );
  });

  it('gives a German learner of English an example code of their pair and offers its lessons in German', async () => {
    await act(() => changeLanguage('de'));
    try {
      mockFetch([
        [
          'GET',
          '/api/book-overview/EN_DE',
          () => jsonResponse(oneBookOverview('Buch 1', [['Im Zoo', [3]]])),
        ],
      ]);
      renderWithProviders(<QuizPage />, {
        route: '/quiz',
        preloadedState: { learningPair: { pair: 'EN_DE', chooserOpen: false } },
      });
      await settle();
      expect(screen.getByPlaceholderText('z. B. EN_DE_A1_B01_L01')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Erste Lektion: Im Zoo/ })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('validates ?code= at once and shows the lesson, counters, progress and the first card', async () => {
    const fetchMock = mockQuizApi();
    await openQuiz();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Animals at the zoo' })).toBeInTheDocument();
    expect(screen.getByText('DE_EN_A1_B01_L01')).toBeInTheDocument();
    expect(document.title).toBe('Quiz: Animals at the zoo | Beat to Breakthrough');
    expect(stat('correct')).toHaveTextContent('Correct0');
    expect(stat('incorrect')).toHaveTextContent('Incorrect0');
    expect(stat('streak')).not.toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 1');
  });

  it('flips on tap, then Correct/Incorrect count, build and reset the streak', async () => {
    mockQuizApi({ deck: cards(4) });
    const { user } = await openQuiz();
    expect(screen.queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('flashcard'));
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Answer 1');
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    expect(stat('correct')).toHaveTextContent('1');
    expect(stat('streak')).toHaveTextContent('1');
    await advance(300);
    expect(screen.getByText('Question 2 of 4')).toBeInTheDocument();
    await answer(user, true);
    expect(stat('streak')).toHaveTextContent('2');
    await answer(user, false);
    expect(stat('incorrect')).toHaveTextContent('1');
    expect(stat('streak')).not.toBeInTheDocument();
  });

  it('shows the streak overlay for 2 s at 5 in a row', async () => {
    mockQuizApi({ deck: cards(6) });
    const { user } = await openQuiz();
    for (let i = 0; i < 4; i++) await answer(user, true);
    expect(screen.queryByTestId('streak-badge')).not.toBeInTheDocument();
    await answer(user, true);
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('🔥 5 in a row!');
    await advance(1699);
    expect(screen.getByTestId('streak-badge')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByTestId('streak-badge')).not.toBeInTheDocument();
  });

  it('ends with the counts; Restart replays the same cards', async () => {
    const fetchMock = mockQuizApi({ deck: cards(2) });
    const { user } = await openQuiz();
    await answer(user, true);
    await answer(user, false);
    expect(screen.getByRole('heading', { name: 'Quiz finished!' })).toBeInTheDocument();
    expect(stat('correct')).toHaveTextContent('1');
    expect(stat('incorrect')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(stat('correct')).toHaveTextContent('0');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('New Quiz goes back to an empty code entry and clears the URL', async () => {
    mockQuizApi({ deck: cards(1) });
    const { user } = await openQuiz();
    await answer(user, true);
    await user.click(screen.getByRole('button', { name: 'New Quiz' }));
    expect(screen.getByRole('textbox', { name: 'Lesson code' })).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/quiz$/);
    expect(document.title).toBe('Quiz | Beat to Breakthrough');
  });

  it('runs a review round of only the missed cards', async () => {
    mockQuizApi({ deck: cards(3) });
    const { user } = await openQuiz();
    await answer(user, false);
    await answer(user, true);
    await answer(user, false);
    expect(screen.queryByRole('button', { name: 'Review mistakes (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review mistakes (2)' }));
    expect(screen.getByText('Reviewing your mistakes')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 1');
    await answer(user, true);
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 3');
    await answer(user, true);
    expect(screen.getByRole('heading', { name: 'Quiz finished!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Review mistakes/ })).not.toBeInTheDocument();
  });

  it('plays a whole round from the keyboard', async () => {
    mockQuizApi({ deck: cards(3) });
    const { user } = await openQuiz();
    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Answer 1');
    await user.keyboard('{ArrowLeft}');
    await advance(300);
    await user.keyboard('{Enter}');
    await user.keyboard('2');
    await advance(300);
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await advance(300);
    expect(screen.getByRole('heading', { name: 'Quiz finished!' })).toBeInTheDocument();
    expect(stat('correct')).toHaveTextContent('2');
    expect(stat('incorrect')).toHaveTextContent('1');
  });

  it('answers with 1 and 2 only while focus is on the card, not elsewhere on the page', async () => {
    mockQuizApi({ deck: cards(2) });
    const { user } = await openQuiz();
    await user.click(screen.getByTestId('flashcard'));
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Answer 1');

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('1');
    await user.keyboard('2');
    await advance(300);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(stat('incorrect')).toHaveTextContent('0');
    expect(stat('correct')).toHaveTextContent('0');

    await user.tab();
    expect(screen.getByTestId('flashcard')).toHaveFocus();
    await user.keyboard('1');
    await advance(300);
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(stat('incorrect')).toHaveTextContent('1');
  });

  it('leaves the keys to a modal dialog that is open over the page', async () => {
    mockQuizApi();
    const { user } = await openQuiz();
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 1');
    modal.remove();
    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Answer 1');
  });

  it('shows the server message and the red alert for a bad code', async () => {
    mockQuizApi({ validate: () => jsonResponse({ message: 'Unknown lesson code' }, 404) });
    await openQuiz('/quiz?code=NOPE');
    expect(screen.getByText('Unknown lesson code')).toBeInTheDocument();
    expect(screen.getByTestId('no-vocabulary-alert')).toHaveTextContent(
      'Unfortunately there is no vocabulary for this code. Please try another code.',
    );
    expect(screen.getByRole('textbox', { name: 'Lesson code' })).toHaveValue('NOPE');
  });

  it.each([
    ['an empty lesson', () => jsonResponse({ questions: [] })],
    ['a failed load', () => jsonResponse({ message: 'down' }, 500)],
  ])('returns to code entry with the German alert after %s', async (_case, questions) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => changeLanguage('de'));
    try {
      mockQuizApi({ questions });
      await openQuiz();
      expect(screen.getByText('Keine Vokabeln verfügbar')).toBeInTheDocument();
      expect(screen.getByTestId('no-vocabulary-alert')).toHaveTextContent(
        'Für diesen Code sind leider keine Vokabeln verfügbar. Bitte versuche einen anderen Code.',
      );
      expect(screen.getByRole('textbox', { name: 'Lektionscode' })).toHaveValue(lesson.strCode);
    } finally {
      await act(() => changeLanguage('en'));
      log.mockRestore();
    }
  });

  it('starts a quiz from the form and writes the code into the URL', async () => {
    mockQuizApi();
    const { user } = await openQuiz('/quiz');
    await user.type(screen.getByRole('textbox', { name: 'Lesson code' }), ' DE_EN_A1_B01_L01 ');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await settle();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/quiz?code=DE_EN_A1_B01_L01');
    expect(within(screen.getByTestId('stat-correct')).getByText('0')).toBeInTheDocument();
  });
});
