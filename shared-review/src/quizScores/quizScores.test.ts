/** @jest-environment node */
import { openDB } from 'idb';
import { closeReviewDb } from '../storage/openReviewDb';
import { withFreshReviewDb } from '../testing/freshReviewDb';
import { storeReview } from '../storage/reviewStore';
import { reviewDbName, upgradeReviewDb, type ReviewDbSchema } from '../storage/reviewSchema';
import { onReviewStoreChange } from '../storage/reviewStoreChanges';
import { readQuizScores, storeQuizScore } from './quizScores';

const lessonCode = 'DE_EN_A1_B01_L01';
const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour));

withFreshReviewDb();

describe('quiz scores', () => {
  it('keeps the best round of a lesson and when its quiz was last finished', async () => {
    const changed = jest.fn();
    const stop = onReviewStoreChange(changed);
    await storeQuizScore({ lessonCode, correct: 6, total: 8, at: at(9) });
    await storeQuizScore({ lessonCode, correct: 8, total: 8, at: at(10) });
    const kept = await storeQuizScore({ lessonCode, correct: 3, total: 8, at: at(11) });
    stop();
    expect(kept).toEqual({ lessonCode, correct: 8, total: 8, finishedAt: at(11).toISOString() });
    expect(await readQuizScores()).toEqual([kept]);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing for an empty round or a code the store refuses', async () => {
    expect(await storeQuizScore({ lessonCode, correct: 0, total: 0 })).toBeNull();
    expect(await storeQuizScore({ lessonCode: 'no code!', correct: 1, total: 2 })).toBeNull();
    expect(await readQuizScores()).toEqual([]);
  });

  it('opens a store of the version before, keeping its reviews, and skips a broken score', async () => {
    const old = await openDB<ReviewDbSchema>(reviewDbName, 2, {
      upgrade: (db, oldVersion, newVersion, tx) =>
        upgradeReviewDb(db, oldVersion, newVersion ?? 2, tx),
    });
    old.close();
    expect(await storeReview({ lessonCode, word: 'Haus', rating: 'good' })).not.toBeNull();
    await storeQuizScore({ lessonCode, correct: 1, total: 2, at: at(9) });
    closeReviewDb();
    const db = await openDB<ReviewDbSchema>(reviewDbName);
    await db.put('quizScores', {
      lessonCode: 'DE_EN_A1_B01_L02',
      correct: 5,
      total: 2,
      finishedAt: 'x',
    });
    db.close();
    expect((await readQuizScores()).map((score) => score.lessonCode)).toEqual([lessonCode]);
  });
});
