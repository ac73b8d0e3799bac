import type { ReviewLog, ReviewRating } from '@btb/shared-contract';
import { replayCard, replayCards } from './scheduler';

const start = Date.UTC(2026, 10, 23, 9, 0, 0);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(n * 60);
let next = 0;

function review(rating: ReviewRating, at: number, word = 'Haus'): ReviewLog {
  next += 1;
  return {
    id: `log-${String(next).padStart(6, '0')}`,
    lessonCode: 'DE_EN_A1_B01_L01',
    word,
    rating,
    reviewedAt: new Date(at).toISOString(),
  };
}

const dueAt = (logs: ReviewLog[]) => Date.parse(replayCard(logs)?.due ?? 'missing');

describe('the FSRS scheduler', () => {
  it('brings a card answered Good twice back later than after one Good', () => {
    const once = [review('good', start)];
    const twice = [...once, review('good', start + minutes(10))];
    expect(dueAt(twice)).toBeGreaterThan(dueAt(once));
    // The second Good graduates the card: it is due on another day.
    expect(dueAt(twice) - (start + minutes(10))).toBeGreaterThanOrEqual(hours(24));
  });

  it('brings a card answered Again back within the day', () => {
    const logs = [review('again', start)];
    expect(dueAt(logs)).toBeGreaterThan(start);
    expect(dueAt(logs)).toBeLessThan(start + hours(24));
    expect(replayCard(logs)).toMatchObject({ state: 'learning', reps: 1 });
  });

  it('brings a known card back within the day after it is forgotten (Again), counting a lapse', () => {
    const known = [review('good', start), review('good', start + minutes(10))];
    const forgotten = [...known, review('again', dueAt(known))];
    expect(dueAt(forgotten) - dueAt(known)).toBeLessThan(hours(24));
    expect(replayCard(forgotten)).toMatchObject({ state: 'relearning', lapses: 1 });
  });

  it('gives the same card whatever order the logs come in', () => {
    const logs = [
      review('good', start),
      review('again', start + minutes(10)),
      review('good', start + minutes(20)),
    ];
    expect(replayCard([...logs].reverse())).toEqual(replayCard(logs));
  });

  it('has no card without logs, and one card per word', () => {
    expect(replayCard([])).toBeNull();
    const cards = replayCards([review('good', start), review('again', start, 'Baum')]);
    expect(cards.map((card) => card.word).sort()).toEqual(['Baum', 'Haus']);
  });
});
