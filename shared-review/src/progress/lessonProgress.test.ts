import {
  lessonCardCounts,
  lessonProgress,
  summaryProgress,
  sumProgressTotals,
  type LearnerFacts,
  type PathBook,
} from './lessonProgress';

const books: PathBook[] = [
  {
    id: '1',
    lessons: [
      { code: 'DE_EN_A1_B01_L01', songIds: [1, 2] },
      { code: 'DE_EN_A1_B01_L02', songIds: [3] },
    ],
  },
  {
    id: '2',
    lessons: [
      { code: 'DE_EN_A1_B02_L01', songIds: [4] },
      { code: 'DE_EN_A1_B02_L02', songIds: [] },
    ],
  },
];
const now = new Date('2026-11-25T12:00:00.000Z');
const none: LearnerFacts = { heard: [], cards: [], quizScores: [] };
const card = (lessonCode: string, due: string, lastReview = '2026-11-25T09:00:00.000Z') => ({
  lessonCode,
  due,
  lastReview,
});

describe('lessonProgress', () => {
  it('starts a new learner at the first lesson of the first book, nothing counted', () => {
    const progress = lessonProgress(books, none, now);
    expect(progress.currentBook).toBe('1');
    expect(progress.nextLesson).toBe('DE_EN_A1_B01_L01');
    expect(progress.lessons['DE_EN_A1_B01_L01']).toEqual({
      songs: 2,
      heard: 0,
      bestScore: null,
      learned: 0,
      due: 0,
      done: false,
      lastActivity: null,
    });
    expect(progress.books['1']).toEqual({
      lessons: 2,
      done: 0,
      songs: 3,
      heard: 0,
      learned: 0,
      due: 0,
    });
  });

  it("counts a lesson's songs heard, best score, words learned and those due now", () => {
    const progress = lessonProgress(
      books,
      {
        heard: [
          { id: 2, at: '2026-11-24T10:00:00.000Z' },
          { id: 9, at: '2026-11-24T10:00:00.000Z' },
        ],
        cards: [
          card('DE_EN_A1_B01_L01', '2026-11-25T11:00:00.000Z'),
          card('DE_EN_A1_B01_L01', '2026-11-26T11:00:00.000Z'),
          card('DE_EN_A1_B01_L02', '2026-11-25T11:00:00.000Z'),
        ],
        quizScores: [
          {
            lessonCode: 'DE_EN_A1_B01_L01',
            correct: 7,
            total: 8,
            finishedAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      },
      now,
    );
    expect(progress.lessons['DE_EN_A1_B01_L01']).toMatchObject({
      heard: 1,
      bestScore: { correct: 7, total: 8 },
      learned: 2,
      due: 1,
      done: true,
      lastActivity: '2026-11-25T10:00:00.000Z',
    });
    // The quiz finished moves the path on to the book's next lesson.
    expect(progress.nextLesson).toBe('DE_EN_A1_B01_L02');
    expect(progress.books['1']).toMatchObject({ done: 1, heard: 1, learned: 3, due: 2 });
  });

  it('follows the book last worked on, and moves to the next book when one is all done', () => {
    const score = (lessonCode: string, finishedAt: string) => ({
      lessonCode,
      correct: 1,
      total: 2,
      finishedAt,
    });
    const inSecond = lessonProgress(
      books,
      { ...none, heard: [{ id: 4, at: '2026-11-25T08:00:00.000Z' }] },
      now,
    );
    expect(inSecond.currentBook).toBe('2');
    expect(inSecond.nextLesson).toBe('DE_EN_A1_B02_L01');

    const firstDone = lessonProgress(
      books,
      {
        ...none,
        quizScores: [
          score('DE_EN_A1_B01_L01', '2026-11-24T08:00:00.000Z'),
          score('DE_EN_A1_B01_L02', '2026-11-25T08:00:00.000Z'),
        ],
      },
      now,
    );
    expect(firstDone.currentBook).toBe('1');
    expect(firstDone.nextLesson).toBe('DE_EN_A1_B02_L01');
  });

  it('has no next lesson once every lesson is done, and adds up totals', () => {
    const quizScores = books
      .flatMap((book) => book.lessons)
      .map((lesson) => ({
        lessonCode: lesson.code,
        correct: 2,
        total: 2,
        finishedAt: '2026-11-25T08:00:00.000Z',
      }));
    const progress = lessonProgress(books, { ...none, quizScores }, now);
    expect(progress.nextLesson).toBeNull();
    expect(sumProgressTotals([progress.books['1']!, progress.books['2']!])).toEqual({
      lessons: 4,
      done: 4,
      songs: 4,
      heard: 0,
      learned: 0,
      due: 0,
    });
  });

  it("answers the same from cards counted per lesson (the server's continue summary)", () => {
    const facts: LearnerFacts = {
      heard: [{ id: 3, at: '2026-11-24T09:00:00.000Z' }],
      cards: [
        card('DE_EN_A1_B01_L02', '2026-11-25T10:00:00.000Z', '2026-11-23T09:00:00.000Z'),
        card('DE_EN_A1_B01_L02', '2026-11-26T10:00:00.000Z', '2026-11-25T08:00:00.000Z'),
        card('DE_EN_A1_B02_L01', '2026-11-20T10:00:00.000Z', '2026-11-20T08:00:00.000Z'),
      ],
      quizScores: [
        { lessonCode: 'DE_EN_A1_B01_L01', correct: 1, total: 2, finishedAt: now.toISOString() },
      ],
    };
    const lessons = lessonCardCounts(facts.cards, now);
    expect(lessons).toContainEqual({
      lessonCode: 'DE_EN_A1_B01_L02',
      learned: 2,
      due: 1,
      lastReview: '2026-11-25T08:00:00.000Z',
    });
    const { heard, quizScores } = facts;
    expect(summaryProgress(books, { heard, quizScores, lessons })).toEqual(
      lessonProgress(books, facts, now),
    );
  });
});
