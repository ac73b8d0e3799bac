import type { QuizScore } from '@btb/shared-contract';
import { countingDb } from '../testing/countingDb';
import { testContext } from '../testing/testApp';
import { testLearner } from '../testing/testLearner';
import { readLearnerProgress, storeLearnerProgress } from './learnerProgressStore';

const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}T09:00:00.000Z`;
const score = (lesson: number, correct: number, total: number, date: number): QuizScore => ({
  lessonCode: `DE_EN_A1_B01_L0${lesson}`,
  correct,
  total,
  finishedAt: day(date),
});

describe('quiz scores of a push', () => {
  it('are merged in one statement, as one score after another would be', async () => {
    const me = await testLearner('scores');
    const { db } = testContext();
    await storeLearnerProgress(db, me.userId, {
      quizScores: [score(1, 6, 8, 25), score(2, 2, 4, 25), score(3, 5, 5, 20)],
    });
    const counting = countingDb(db);
    await storeLearnerProgress(counting.db, me.userId, {
      quizScores: [
        // Lesson 1: the same share of a larger round wins, whatever comes after; the latest finish.
        score(1, 3, 8, 26),
        score(1, 14, 16, 23),
        score(1, 7, 8, 24),
        // Lesson 2: the same share of a smaller round does not; its finish moves on.
        score(2, 1, 2, 27),
        // Lesson 3: a worse score moves the finish only, one that cannot be is skipped.
        score(3, 4, 5, 21),
        score(3, 9, 5, 28),
        // Lesson 4 is new: the best of the push, twice, and the push's latest finish.
        score(4, 2, 4, 22),
        score(4, 3, 4, 21),
        score(4, 3, 4, 19),
        score(4, 1, 4, 23),
        // Lesson 5 has only a score that cannot be: no row.
        score(5, 9, 8, 24),
      ],
    });
    expect(counting.statements).toHaveLength(1);
    expect((await readLearnerProgress(db, me.userId)).quizScores).toEqual([
      score(1, 14, 16, 26),
      score(2, 2, 4, 27),
      score(3, 5, 5, 21),
      score(4, 3, 4, 23),
    ]);
  });

  it('asks nothing of the database for a push without scores', async () => {
    const me = await testLearner('scores');
    const counting = countingDb(testContext().db);
    await storeLearnerProgress(counting.db, me.userId, { quizScores: [score(1, 9, 8, 20)] });
    await storeLearnerProgress(counting.db, me.userId, {});
    expect(counting.statements).toEqual([]);
  });
});
