import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mergeReviewLogs } from '@btb/shared-review';
import { selectLearningSubject } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import MyLearningPage from './MyLearningPage';
import { makeProgressFile } from './progress/progressFile';

const log = {
  id: 'log-00000001',
  lessonCode: 'DE_EN_A1_B01_L01',
  word: 'der Hund',
  rating: 'good' as const,
  reviewedAt: new Date().toISOString(),
};

// The review store itself is tested in shared-review; here it is the browser's empty store.
const stored: { logs: (typeof log)[] } = { logs: [] };
jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual<object>('@btb/shared-review'),
  readReviewLogs: jest.fn(() => Promise.resolve(stored.logs)),
  readReviewCards: jest.fn(() =>
    Promise.resolve(
      stored.logs.map((entry) => ({
        ...entry,
        id: `${entry.lessonCode}\u0000${entry.word}`,
        due: entry.reviewedAt,
        stability: 1,
        difficulty: 5,
        state: 'learning',
        reps: 1,
        lapses: 0,
        lastReview: entry.reviewedAt,
      })),
    ),
  ),
  mergeReviewLogs: jest.fn((logs: (typeof log)[]) => {
    stored.logs.push(...logs);
    return Promise.resolve(logs.length);
  }),
  scheduleReviewSync: jest.fn(),
}));

const progress = makeProgressFile({
  reviewLogs: [log],
  quizScores: [],
  likedSongs: [7],
  listening: {
    recent: [],
    secondsByDay: {},
    heard: [{ id: 7, title: 'Hundelied', creator: 'Lena', at: new Date().toISOString() }],
  },
  settings: { learningPair: 'DE_EN' },
});

const fileOf = (text: string) => new File([text], 'progress.json', { type: 'application/json' });

describe('MyLearningPage', () => {
  beforeEach(() => {
    stored.logs = [];
    window.localStorage.clear();
    jest.mocked(mergeReviewLogs).mockClear();
    mockFetch([
      ['GET', '/api/song/7', () => jsonResponse({ songID: 7, songTitlePublic: 'Hundelied' })],
      [
        'POST',
        '/api/quiz/validate-code',
        () => jsonResponse({ valid: true, sequenceID: 3, sequenceName: 'Tiere', strCode: 'X' }),
      ],
      [
        'GET',
        '/api/quiz/questions/3',
        () =>
          jsonResponse({
            questions: [
              { question: 'der Hund', answer: 'dog' },
              { question: 'die Katze', answer: 'cat' },
            ],
          }),
      ],
    ]);
  });

  it('shows the empty states, refuses a wrong file without changing anything, and takes a good one', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<MyLearningPage />);
    expect(await screen.findByText(/No lesson started yet/)).toBeInTheDocument();
    expect(screen.getByText('No liked songs yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Play my review mix/ })).toBeInTheDocument();

    const input = screen.getByTestId('progress-file-input');
    await user.upload(input, fileOf(JSON.stringify({ ...progress, likedSongs: ['seven'] })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The liked songs in this file are damaged. Nothing was changed.',
    );
    expect(mergeReviewLogs).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('likedSongs')).toBeNull();
    expect(window.localStorage.getItem('listeningFacts')).toBeNull();
    expect(selectLearningSubject(store.getState())).toBeNull();

    await user.upload(input, fileOf(JSON.stringify(progress)));
    // The status line is there (empty) while the import runs: wait for its words, not for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Progress imported: 1 reviews and 1 liked songs.',
      ),
    );
    // The file's language pair is followed at once.
    expect(selectLearningSubject(store.getState())).toBe('DE_EN');
    const liked = screen.getByTestId('my-liked-songs');
    expect(await within(liked).findByRole('link', { name: 'Hundelied' })).toHaveAttribute(
      'href',
      '/song/7',
    );
    const lessons = screen.getByTestId('my-lessons');
    await waitFor(() =>
      expect(within(lessons).getByTestId('lesson-row')).toHaveTextContent(
        'Tiere1 word learned, 1 due',
      ),
    );
    expect(within(screen.getByTestId('my-heard-songs')).getByText('Hundelied')).toBeInTheDocument();
    expect(screen.getByTestId('stat-streak')).toHaveTextContent('1 day');
    // One number for one thing: the words in the reviews, "learned" as the learning plan says.
    expect(screen.getByTestId('stat-learned')).toHaveTextContent('Words learned1');
  }, 30_000);

  it('shows the path: the book worked in, the next lesson one tap from its quiz, the reviews due', async () => {
    stored.logs = [{ ...log, reviewedAt: '2026-11-20T10:00:00.000Z' }];
    const lesson = (strCode: string, sequenceName: string) => ({
      llcSID: 1,
      strCode,
      sequenceName,
      learningContent: '',
      songIds: [],
    });
    mockFetch([
      [
        'GET',
        '/api/book-overview/DE_EN',
        () =>
          jsonResponse({
            levels: [
              {
                level: 'A1',
                books: [
                  {
                    id: 1,
                    bookName: 'Everyday German 1',
                    internCode: 'DE_EN_A1_B01',
                    sequences: [
                      lesson('DE_EN_A1_B01_L01', 'Tiere'),
                      lesson('DE_EN_A1_B01_L02', 'Farben'),
                    ],
                  },
                ],
              },
            ],
          }),
      ],
    ]);
    renderWithProviders(<MyLearningPage />);
    expect(await screen.findByTestId('path-book')).toHaveTextContent(
      'Everyday German 1: 0 of 2 lessons done',
    );
    const next = screen.getByTestId('path-next');
    expect(next).toHaveTextContent('Next lesson: Tiere');
    expect(within(next).getByRole('link', { name: 'Start its quiz' })).toHaveAttribute(
      'href',
      '/quiz?code=DE_EN_A1_B01_L01',
    );
    const due = screen.getByTestId('path-due');
    expect(due).toHaveTextContent('1 review due');
    expect(within(due).getByRole('link', { name: 'Review now' })).toHaveAttribute(
      'href',
      '/review',
    );
  });
});
