import { oneBookOverview } from '@btb/shared-testing';
import { lessonProgress, pathBooks } from '@btb/shared-review';
import { continueFrom } from './continueFrom';

const overview = oneBookOverview('Book 1', [
  ['At the café', [1, 2]],
  ['On the phone', [3]],
]);
const now = new Date('2026-11-25T12:00:00.000Z');

describe('what "Continue" offers', () => {
  it('the last lesson’s next unheard song and the next lesson, beside the reviews due', () => {
    const facts = {
      heard: [{ id: 1, at: '2026-11-24T09:00:00.000Z' }],
      cards: [
        {
          lessonCode: 'DE_EN_A1_B01_L01',
          due: '2026-11-25T08:00:00.000Z',
          lastReview: '2026-11-24T09:30:00.000Z',
        },
        {
          lessonCode: 'DE_EN_A1_B01_L01',
          due: '2026-11-28T08:00:00.000Z',
          lastReview: '2026-11-24T09:30:00.000Z',
        },
      ],
      quizScores: [],
    };
    const progress = lessonProgress(pathBooks(overview), facts, now);
    expect(continueFrom(overview, progress, facts.heard, 1)).toEqual({
      last: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 2 },
      due: 1,
      next: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 1 },
    });
  });

  it('offers the first lesson to a learner who has not started', () => {
    const facts = { heard: [], cards: [], quizScores: [] };
    const offer = continueFrom(
      overview,
      lessonProgress(pathBooks(overview), facts, now),
      facts.heard,
      0,
    );
    expect(offer).toEqual({
      last: null,
      due: 0,
      next: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 1 },
    });
  });
});
