import { reviewCardFixture } from '@btb/shared-testing';
import type { ReviewCard } from '@btb/shared-fsrs';
import { dueReviewCards, nextReviewDue } from './dueCards';

const now = new Date('2026-11-23T12:00:00.000Z');

const card = (word: string, due: string): ReviewCard => reviewCardFixture(word, due);

describe('due cards', () => {
  const cards = [
    card('Haus', '2026-11-23T11:00:00.000Z'),
    card('Baum', '2026-11-24T09:00:00.000Z'),
    card('Hund', '2026-11-20T08:00:00.000Z'),
    card('Katze', '2026-11-23T12:00:00.000Z'),
    card('Maus', '2026-11-23T18:30:00.000Z'),
  ];

  it('are those whose due time has come, the longest overdue first', () => {
    expect(dueReviewCards(cards, now).map((c) => c.word)).toEqual(['Hund', 'Haus', 'Katze']);
  });

  it('the next due time is the earliest one still ahead', () => {
    expect(nextReviewDue(cards, now)?.toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('nothing is due and nothing comes next without cards', () => {
    expect(dueReviewCards([], now)).toEqual([]);
    expect(nextReviewDue([], now)).toBeNull();
  });

  it('a day later the cards met today are due', () => {
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    expect(dueReviewCards(cards, tomorrow)).toHaveLength(5);
    expect(nextReviewDue(cards, tomorrow)).toBeNull();
  });
});
