import { reviewCardFixture } from '@btb/shared-testing';
import type { ReviewCard } from '@btb/shared-review';
import { firstReviewsOf, planReview } from './reviewPlan';

const lesson = 'DE_EN_A1_B01_L01';
const now = new Date(2026, 10, 23, 12, 0, 0);
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

const card = (word: string, due: string, lastReview = at(-30)): ReviewCard =>
  reviewCardFixture(word, due, { lessonCode: lesson, lastReview });

const lessons = {
  [lesson]: [
    { question: 'Haus', answer: 'house' },
    { question: 'Baum', answer: 'tree' },
    { question: 'Hund', answer: 'dog' },
    { question: 'Katze', answer: 'cat' },
    { question: 'Maus', answer: 'mouse' },
  ],
};

describe('planReview', () => {
  it('offers the due cards with their answers, then new words of the lesson up to the allowance', () => {
    const cards = [card('Haus', at(-2)), card('Baum', at(5))];
    const plan = planReview({ cards, firstReviews: new Map(), lessons, now, newPerDay: 2 });
    expect(plan.due).toEqual([{ lessonCode: lesson, word: 'Haus', answer: 'house', isNew: false }]);
    expect(plan.fresh.map((c) => c.word)).toEqual(['Hund', 'Katze']);
    expect(plan.fresh.every((c) => c.isNew)).toBe(true);
    expect(plan.nextDue?.toISOString()).toBe(at(5));
  });

  it('counts the words first met today against the day’s new words', () => {
    const cards = [card('Haus', at(3)), card('Baum', at(4))];
    const firstReviews = firstReviewsOf([
      { lessonCode: lesson, word: 'Haus', reviewedAt: at(-1) },
      { lessonCode: lesson, word: 'Baum', reviewedAt: at(-48) },
      { lessonCode: lesson, word: 'Baum', reviewedAt: at(-0.5) },
    ]);
    const plan = planReview({ cards, firstReviews, lessons, now, newPerDay: 2 });
    expect(plan.newLeftToday).toBe(1);
    expect(plan.fresh.map((c) => c.word)).toEqual(['Hund']);
  });

  it('offers no new words with an allowance of 0, and shows when the next card is due', () => {
    const cards = [card('Haus', at(20))];
    const plan = planReview({ cards, firstReviews: new Map(), lessons, now, newPerDay: 0 });
    expect(plan.due).toEqual([]);
    expect(plan.fresh).toEqual([]);
    expect(plan.nextDue?.toISOString()).toBe(at(20));
  });

  it('brings back a due word from outside the quiz words with no answer: its line tells it', () => {
    const cards = [card('Vogel', at(-1))];
    const plan = planReview({ cards, firstReviews: new Map(), lessons, now, newPerDay: 0 });
    expect(plan.due).toEqual([expect.objectContaining({ word: 'Vogel', answer: '' })]);
  });

  it('keeps a due word waiting while its lesson is not loaded', () => {
    const cards = [card('Vogel', at(-1))];
    const plan = planReview({ cards, firstReviews: new Map(), lessons: {}, now, newPerDay: 0 });
    expect(plan.due).toEqual([]);
  });
});
