import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@btb/shared-i18n';
import {
  readQuizScores,
  readReviewCards,
  type QuizScore,
  type ReviewCard,
} from '@btb/shared-review';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import BookOverviewPage from '../BookOverviewPage';
import { bookOverviewFixture } from '../bookOverviewFixture';

// The stores themselves are tested in shared-review and shared-player; here, what they hold.
jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual<object>('@btb/shared-review'),
  readReviewCards: jest.fn(),
  readQuizScores: jest.fn(),
}));

const now = Date.now();
const iso = (offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString();
const card = (word: string, due: string): ReviewCard => ({
  id: `DE_EN_A1_B01_L01\u0000${word}`,
  lessonCode: 'DE_EN_A1_B01_L01',
  word,
  due,
  stability: 1,
  difficulty: 5,
  state: 'learning',
  reps: 1,
  lapses: 0,
  lastReview: iso(-60),
});
const score: QuizScore = {
  lessonCode: 'DE_EN_A1_B01_L01',
  correct: 2,
  total: 3,
  finishedAt: iso(-30),
};

function storeFacts(
  { cards = [], scores = [], heard = [] as number[] } = {} as {
    cards?: ReviewCard[];
    scores?: QuizScore[];
    heard?: number[];
  },
) {
  jest.mocked(readReviewCards).mockResolvedValue(cards);
  jest.mocked(readQuizScores).mockResolvedValue(scores);
  window.localStorage.setItem(
    'listeningFacts',
    JSON.stringify({
      recent: [],
      secondsByDay: {},
      heard: heard.map((id) => ({ id, title: `Song ${id}`, creator: 'Lena', at: iso(-90) })),
    }),
  );
}

async function openFirstBook() {
  mockFetch([['GET', '/api/book-overview/DE_EN', () => jsonResponse(bookOverviewFixture)]]);
  renderWithProviders(<BookOverviewPage />, {
    route: '/book-overview/DE_EN',
    path: '/book-overview/:code',
  });
  await userEvent.click(await screen.findByRole('button', { name: /^Erste Schritte/ }));
  return screen.getAllByRole('listitem').filter((item) => item.id.startsWith('lesson-'));
}

describe('progress in the book overview', () => {
  beforeEach(async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it("shows each lesson's songs heard, best score, words learned and due, and marks the next", async () => {
    storeFacts({
      cards: [card('Hallo', iso(-5)), card('Tschüss', iso(60))],
      scores: [score],
      heard: [8],
    });
    const [first, second] = await openFirstBook();
    const firstProgress = within(first!).getByTestId('lesson-progress');
    expect(
      await within(first!).findByText('1/2 songs heard · quiz best 2/3 · 2 words learned, 1 due', {
        exact: false,
      }),
    ).toBe(firstProgress);
    expect(firstProgress).toHaveTextContent(/^Done/);
    // The quiz was finished: the path goes on with the book's next lesson.
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(within(second!).getByTestId('lesson-progress')).toHaveTextContent(
      'Next lesson0/0 songs heard · quiz not taken yet · 0 words learned, 0 due',
    );
    expect(first).not.toHaveAttribute('aria-current');
    // Totals of the book and of its level.
    const [levelTotal, bookTotal] = screen.getAllByTestId('progress-total');
    expect(bookTotal).toHaveTextContent(
      '1/2 lessons done · 1/2 songs heard · 2 words learned, 1 due',
    );
    expect(levelTotal).toHaveTextContent(
      '1/2 lessons done · 1/2 songs heard · 2 words learned, 1 due',
    );
  });

  it("starts a lesson's quiz without typing its code", async () => {
    storeFacts();
    const [first] = await openFirstBook();
    expect(
      within(first!).getByRole('link', { name: 'Start quiz: Hallo und Tschüss' }),
    ).toHaveAttribute('href', '/quiz?code=DE_EN_A1_B01_L01');
    expect(await within(first!).findByText(/Next lesson/)).toBeInTheDocument();
  });

  it('shows nothing, in the room kept for it, until the stores are read; in German too', async () => {
    await i18n.changeLanguage('de');
    jest.mocked(readQuizScores).mockReturnValue(new Promise<QuizScore[]>(() => undefined));
    jest.mocked(readReviewCards).mockResolvedValue([]);
    const [first] = await openFirstBook();
    expect(within(first!).getByTestId('lesson-progress')).toBeEmptyDOMElement();
    expect(
      within(first!).getByRole('link', { name: 'Quiz starten: Hallo und Tschüss' }),
    ).toBeVisible();
  });

  it('marks the first lesson next for a learner with broken stored listening', async () => {
    await i18n.changeLanguage('de');
    storeFacts();
    window.localStorage.setItem('listeningFacts', '{not json');
    const [first] = await openFirstBook();
    expect(
      await within(first!).findByText(
        '0/2 Songs gehört · Quiz noch nicht gemacht · 0 Wörter gelernt, 0 fällig',
        { exact: false },
      ),
    ).toHaveTextContent(/^Nächste Lektion/);
  });
});
