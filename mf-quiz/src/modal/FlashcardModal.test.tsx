import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@btb/shared-testing';
import { selectOpenDialog } from '@btb/shared-store';
import { theme } from '@btb/shared-ui';
import {
  advance,
  answerCard,
  cards,
  fakeTimerUser,
  mockQuizApi,
  settle,
  type User,
} from '../testing/quizTestKit';
import FlashcardModal from './FlashcardModal';

const labels: [string, string] = ["Didn't know", 'Knew it'];
const answer = (user: User, knewIt: boolean) => answerCard(user, knewIt, labels);

async function openModal(deckSize: number, onClose: (() => void) | null = jest.fn()) {
  const fetchMock = mockQuizApi({ deck: cards(deckSize) });
  const view = renderWithProviders(
    <FlashcardModal
      sequenceId={9}
      sequenceName="Animals"
      code="DE_EN_A1_B01_L01"
      onClose={onClose ?? undefined}
    />,
    { preloadedState: { dialog: { open: 'quizCode' } } },
  );
  await settle();
  return { ...view, fetchMock, user: fakeTimerUser() };
}

describe('FlashcardModal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the lesson name, the position, progress and the question', async () => {
    await openModal(3);
    const dialog = screen.getByRole('dialog', { name: 'Animals' });
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Quiz progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 1');
    expect(screen.queryByRole('button', { name: 'Knew it' })).not.toBeInTheDocument();
  });

  it('falls back to the code as title when the lesson has no name', async () => {
    mockQuizApi();
    renderWithProviders(<FlashcardModal sequenceId={9} sequenceName="" code="DE_EN_A1_B01_L01" />);
    await settle();
    expect(screen.getByRole('dialog', { name: 'DE_EN_A1_B01_L01' })).toBeInTheDocument();
  });

  it('flips to the answer with Show Answer; the next card comes 300 ms after answering', async () => {
    const { user } = await openModal(3);
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Answer 1');
    expect(screen.getByRole('button', { name: "Didn't know" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Knew it' }));
    await advance(299);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 2');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it('keeps keyboard focus on the card when the button used goes away', async () => {
    const { user } = await openModal(2);
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByTestId('flashcard')).toHaveFocus();
  });

  it('paints "didn\'t know" red', async () => {
    const { user } = await openModal(1);
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByRole('button', { name: "Didn't know" })).toHaveStyle({
      background: theme.colors.dangerFill,
    });
  });

  it('shows the result 300 ms after the last card: all correct is perfect', async () => {
    const { user } = await openModal(2);
    await answer(user, true);
    await user.click(screen.getByTestId('flashcard'));
    await user.click(screen.getByRole('button', { name: 'Knew it' }));
    await advance(299);
    expect(screen.queryByTestId('quiz-score')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('2 / 2');
    expect(screen.getByText('🎉')).toBeInTheDocument();
    expect(screen.getByText('Perfect! You knew every single word.')).toBeInTheDocument();
  });

  it('calls exactly 70% great and anything below a good try', async () => {
    const { user, unmount } = await openModal(10);
    for (let i = 0; i < 10; i++) await answer(user, i < 7);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('7 / 10');
    expect(screen.getByText('⭐')).toBeInTheDocument();
    expect(screen.getByText(/Great job!/)).toBeInTheDocument();
    unmount();

    const second = await openModal(10);
    for (let i = 0; i < 10; i++) await answer(second.user, i < 6);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('6 / 10');
    expect(screen.getByText('💪')).toBeInTheDocument();
    expect(screen.getByText(/Good try!/)).toBeInTheDocument();
  });

  it('shows the streak badge for 2 s when the streak reaches 5', async () => {
    const { user } = await openModal(7);
    for (let i = 0; i < 4; i++) await answer(user, true);
    expect(screen.queryByTestId('streak-badge')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('flashcard'));
    await user.click(screen.getByRole('button', { name: 'Knew it' }));
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('5 in a row!');
    await advance(1999);
    expect(screen.getByTestId('streak-badge')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByTestId('streak-badge')).not.toBeInTheDocument();
    await answer(user, true);
    expect(screen.queryByTestId('streak-badge')).not.toBeInTheDocument();
  });

  it('Play Again loads the questions again and starts over', async () => {
    const { user, fetchMock } = await openModal(1);
    await answer(user, false);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('0 / 1');
    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/quiz/questions/9');
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('reviews only the missed cards', async () => {
    const { user } = await openModal(3);
    await answer(user, true);
    await answer(user, false);
    await answer(user, true);
    await user.click(screen.getByRole('button', { name: 'Review mistakes (1)' }));
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Frage 2');
    await answer(user, true);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('1 / 1');
    expect(screen.queryByRole('button', { name: /Review mistakes/ })).not.toBeInTheDocument();
  });

  it("plays from the keyboard: Space flips, → knew it, 1 didn't know", async () => {
    const { user } = await openModal(2);
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('Answer 1');
    await user.keyboard('{ArrowRight}');
    await advance(300);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.keyboard('1');
    await advance(300);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('1 / 2');
  });

  it('takes 1 and 2 from inside its dialog only', async () => {
    const { user } = await openModal(2);
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await user.keyboard('2');
    await advance(300);
    expect(screen.getByText('1 / 2')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Knew it' }).focus();
    await user.keyboard('2');
    await advance(300);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    outside.remove();
  });

  it('Close calls onClose', async () => {
    const onClose = jest.fn();
    const { user } = await openModal(1, onClose);
    await answer(user, true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the store dialog itself without onClose', async () => {
    const { user, store } = await openModal(1, null);
    expect(selectOpenDialog(store.getState())).toBe('quizCode');
    await user.keyboard('{Escape}');
    expect(selectOpenDialog(store.getState())).toBeNull();
  });

  it('logs a failed question load and shows no questions', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockQuizApi({ questions: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders(<FlashcardModal sequenceId={9} sequenceName="Animals" />);
    await settle();
    expect(log).toHaveBeenCalled();
    expect(screen.getByText('There are no questions for this lesson.')).toBeInTheDocument();
    expect(screen.queryByTestId('flashcard')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
