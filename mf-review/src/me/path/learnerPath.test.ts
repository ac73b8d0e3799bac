import { oneBookOverview } from '@btb/shared-testing';
import { learnerPath, pathSubject } from './learnerPath';

const overview = oneBookOverview('Everyday German 1', [
  ['At the café', [1]],
  ['On the phone', [2]],
]);
const now = new Date('2026-11-25T12:00:00.000Z');
const card = (lessonCode: string, lastReview: string) => ({
  lessonCode,
  due: '2026-11-30T00:00:00.000Z',
  lastReview,
});

describe('the learner’s path on My learning', () => {
  it('is in the chosen pair’s plan, else in the plan of the lesson answered last', () => {
    const cards = [
      card('EN_DE_A1_B01_L01', '2026-11-20T10:00:00.000Z'),
      card('DE_ES_A1_B01_L01', '2026-11-24T10:00:00.000Z'),
    ];
    expect(pathSubject('DE_EN', cards)).toBe('DE_EN');
    expect(pathSubject('none', cards)).toBe('DE_ES');
    expect(pathSubject(null, [])).toBeNull();
  });

  it('names the book worked in, its lessons done, and the next lesson after a finished quiz', () => {
    const path = learnerPath(
      overview,
      {
        heard: [{ id: 1, at: '2026-11-24T09:00:00.000Z' }],
        cards: [card('DE_EN_A1_B01_L01', '2026-11-24T10:00:00.000Z')],
        quizScores: [
          {
            lessonCode: 'DE_EN_A1_B01_L01',
            correct: 8,
            total: 8,
            finishedAt: '2026-11-24T10:00:00.000Z',
          },
        ],
      },
      now,
    );
    expect(path?.book).toMatchObject({
      name: 'Everyday German 1',
      totals: { lessons: 2, done: 1 },
    });
    expect(path?.next).toEqual({ code: 'DE_EN_A1_B01_L02', name: 'On the phone' });
  });
});
