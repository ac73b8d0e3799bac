import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { readReviewCards, readReviewLogs, recordReview, type ReviewCard } from '@btb/shared-review';
import {
  mockFetch,
  mockLessonWords,
  renderWithProviders,
  reviewCardFixture,
} from '@btb/shared-testing';
import ReviewPage from './ReviewPage';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual<object>('@btb/shared-review'),
  readReviewCards: jest.fn(),
  readReviewLogs: jest.fn(),
  recordReview: jest.fn(),
}));

const lesson = 'DE_EN_A1_B01_L01';
const hour = 3600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

const card = (word: string, due: string): ReviewCard =>
  reviewCardFixture(word, due, { lessonCode: lesson, lastReview: iso(-48) });

let cards: ReviewCard[] = [];

const serveLesson = () =>
  mockLessonWords(lesson, [
    { question: 'Haus', answer: 'house' },
    { question: 'Baum', answer: 'tree' },
  ]);

beforeEach(() => {
  cards = [];
  jest.mocked(readReviewCards).mockImplementation(async () => cards);
  jest.mocked(readReviewLogs).mockResolvedValue([]);
  jest.mocked(recordReview).mockResolvedValue(null);
  window.localStorage.setItem('btb-review-new-per-day', '0');
});
afterEach(async () => {
  window.localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('ReviewPage', () => {
  it('invites a learner without cards to a quiz', async () => {
    serveLesson();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(screen.getByRole('status', { name: 'Loading your reviews' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start a quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    expect(document.title).toBe('Review | Beat to Breakthrough');
  });

  it('shows the next due time when nothing is due, in English and German', async () => {
    serveLesson();
    const next = new Date(Date.now() + 20 * hour);
    cards = [card('Haus', next.toISOString())];
    renderWithProviders(<ReviewPage />, { route: '/review' });
    const nextDue = await screen.findByTestId('review-next-due');
    const english = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(
      next,
    );
    expect(nextDue).toHaveTextContent(`Nothing is due right now. Your next review: ${english}.`);
    expect(screen.getByText('0 words due now')).toBeInTheDocument();
    const listen = screen.getByRole('region', { name: 'Listen and track' });
    expect(within(listen).getByRole('button', { name: /review mix/i })).toBeEnabled();
    expect(within(listen).getByRole('link', { name: 'See My learning' })).toHaveAttribute(
      'href',
      '/me',
    );

    await act(() => changeLanguage('de'));
    const german = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(
      next,
    );
    expect(screen.getByTestId('review-next-due')).toHaveTextContent(
      `Gerade ist nichts fällig. Deine nächste Wiederholung: ${german}.`,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Deine Wörter wiederholen');
  });

  it('runs a session of the due cards: each answer is a review, Again or Good, by mouse or keys', async () => {
    serveLesson();
    cards = [card('Haus', iso(-2)), card('Baum', iso(-1))];
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByText('2 words due now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review 2 words' }));

    const flashcard = screen.getByTestId('flashcard');
    expect(flashcard).toHaveTextContent('Haus');
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByTestId('flashcard')).toHaveTextContent('house');
    await user.click(screen.getByRole('button', { name: /Didn't know/ }));
    expect(recordReview).toHaveBeenLastCalledWith({
      lessonCode: lesson,
      word: 'Haus',
      rating: 'again',
    });

    // The second card from the keyboard: Space turns it, → knows it.
    expect(await screen.findByText('Card 2 of 2')).toBeInTheDocument();
    screen.getByTestId('flashcard').focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('flashcard')).toHaveTextContent('tree');
    cards = [card('Haus', iso(0.1)), card('Baum', iso(72))];
    await user.keyboard('{ArrowRight}');
    expect(recordReview).toHaveBeenLastCalledWith({
      lessonCode: lesson,
      word: 'Baum',
      rating: 'good',
    });
    expect(await screen.findByText('Well done: 2 words reviewed.')).toBeInTheDocument();
    expect(await screen.findByTestId('review-next-due')).toBeInTheDocument();
  });

  it('adds new words of the lesson up to the setting, which is kept', async () => {
    serveLesson();
    window.localStorage.setItem('btb-review-new-per-day', '5');
    cards = [card('Haus', iso(30))];
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByText('1 new word for today')).toBeInTheDocument();
    const setting = screen.getByRole('spinbutton', { name: 'New words per day' });
    await user.clear(setting);
    await user.type(setting, '0');
    expect(await screen.findByText('0 new words for today')).toBeInTheDocument();
    expect(window.localStorage.getItem('btb-review-new-per-day')).toBe('0');
  });

  it('says so when the words cannot be loaded, and tries again', async () => {
    mockFetch([]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cards = [card('Haus', iso(-1))];
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your words could not be loaded.');
    serveLesson();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 word due now')).toBeInTheDocument();
  });
});
