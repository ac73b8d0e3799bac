import { screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { recordQuizScore, recordReview } from '@btb/shared-review';
import FlashcardModal from '../modal/FlashcardModal';
import { openQuiz } from '../quiz/quizPageTestbed';
import {
  advance,
  answerCard,
  cards,
  fakeTimerUser,
  lesson,
  mockQuizApi,
  settle,
} from '../testing/quizTestKit';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual<object>('@btb/shared-review'),
  recordReview: jest.fn(() => Promise.resolve(null)),
  recordQuizScore: jest.fn(() => Promise.resolve(null)),
}));

const recorded = () =>
  jest.mocked(recordReview).mock.calls.map(([answer]) => [answer.word, answer.rating]);

describe('every quiz answer is a review', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(recordReview).mockClear();
    jest.mocked(recordQuizScore).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('on the quiz page: Incorrect is Again, Correct is Good, of the lesson’s card', async () => {
    mockQuizApi({ deck: cards(3) });
    const { user } = await openQuiz();
    await answerCard(user, false, ['Incorrect', 'Correct']);
    await answerCard(user, true, ['Incorrect', 'Correct']);
    // From the keyboard too, and a second key before the card moves on is no second answer.
    await user.keyboard(' ');
    await user.keyboard('22');
    await advance(300);
    expect(recorded()).toEqual([
      ['Frage 1', 'again'],
      ['Frage 2', 'good'],
      ['Frage 3', 'good'],
    ]);
    expect(jest.mocked(recordReview).mock.calls[0]?.[0].lessonCode).toBe(lesson.strCode);
  });

  it("in the flashcard modal: didn't know is Again, knew it is Good", async () => {
    mockQuizApi({ deck: cards(2) });
    renderWithProviders(
      <FlashcardModal sequenceId={9} sequenceName="Animals" code="DE_EN_A1_B01_L01" />,
    );
    await settle();
    const user = fakeTimerUser();
    await answerCard(user, true, ["Didn't know", 'Knew it']);
    await answerCard(user, false, ["Didn't know", 'Knew it']);
    expect(recorded()).toEqual([
      ['Frage 1', 'good'],
      ['Frage 2', 'again'],
    ]);
  });

  it('records nothing for a card that was not revealed', async () => {
    mockQuizApi({ deck: cards(2) });
    const { user } = await openQuiz();
    await user.click(screen.getByTestId('flashcard'));
    await user.click(screen.getByTestId('flashcard'));
    await user.keyboard('2');
    expect(recordReview).not.toHaveBeenCalled();
  });

  it("keeps a finished round's score for the book overview, but not a round of the mistakes", async () => {
    mockQuizApi({ deck: cards(2) });
    const { user } = await openQuiz();
    await answerCard(user, true, ['Incorrect', 'Correct']);
    expect(recordQuizScore).not.toHaveBeenCalled();
    await answerCard(user, false, ['Incorrect', 'Correct']);
    await advance(300);
    expect(jest.mocked(recordQuizScore).mock.calls).toEqual([
      [{ lessonCode: lesson.strCode, correct: 1, total: 2 }],
    ]);
    await user.click(screen.getByRole('button', { name: /Review mistakes/ }));
    await answerCard(user, true, ['Incorrect', 'Correct']);
    await advance(300);
    expect(recordQuizScore).toHaveBeenCalledTimes(1);
  });

  it('keeps the score of a round finished in the flashcard modal', async () => {
    mockQuizApi({ deck: cards(1) });
    renderWithProviders(
      <FlashcardModal sequenceId={9} sequenceName="Animals" code="DE_EN_A1_B01_L01" />,
    );
    await settle();
    const user = fakeTimerUser();
    await answerCard(user, true, ["Didn't know", 'Knew it']);
    await advance(300);
    expect(jest.mocked(recordQuizScore).mock.calls).toEqual([
      [{ lessonCode: 'DE_EN_A1_B01_L01', correct: 1, total: 1 }],
    ]);
  });
});
