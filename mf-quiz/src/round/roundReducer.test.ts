import type { QuizQuestion } from '@btb/shared-contract';
import {
  currentCard,
  roundReducer,
  startRound,
  type RoundAction,
  type RoundState,
} from './roundReducer';

const deck = (n: number): QuizQuestion[] =>
  Array.from({ length: n }, (_, i) => ({ question: `q${i + 1}`, answer: `a${i + 1}` }));

const run = (state: RoundState, ...actions: RoundAction[]) => actions.reduce(roundReducer, state);
const flip: RoundAction = { type: 'flip' };
const advance: RoundAction = { type: 'advance' };
const knew = (knewIt: boolean): RoundAction[] => [flip, { type: 'answer', knewIt }, advance];

describe('roundReducer', () => {
  it('shows the question first and flips to the answer and back', () => {
    const round = startRound(deck(2));
    expect(currentCard(round)).toEqual({ question: 'q1', answer: 'a1' });
    expect(round.flipped).toBe(false);
    expect(run(round, flip).flipped).toBe(true);
    expect(run(round, flip, flip).flipped).toBe(false);
  });

  it('marks only a revealed card, once, then advances unflipped on the advance tick', () => {
    const round = startRound(deck(2));
    expect(run(round, { type: 'answer', knewIt: true })).toBe(round);
    const marked = run(round, flip, { type: 'answer', knewIt: true });
    expect(marked).toMatchObject({ answering: true, correct: 1, index: 0 });
    expect(run(marked, { type: 'answer', knewIt: false })).toBe(marked);
    expect(run(marked, flip)).toBe(marked);
    expect(run(marked, advance)).toMatchObject({ index: 1, flipped: false, answering: false });
  });

  it('finishes after the last card', () => {
    const done = run(startRound(deck(2)), ...knew(true), ...knew(false));
    expect(done).toMatchObject({ finished: true, correct: 1, incorrect: 1 });
    expect(currentCard(done)).toBeUndefined();
  });

  it('counts a streak, resets it on an incorrect answer and records the missed card', () => {
    const round = run(startRound(deck(4)), ...knew(true), ...knew(true), ...knew(false));
    expect(round.streak).toBe(0);
    expect(round.missed).toEqual([{ question: 'q3', answer: 'a3' }]);
    expect(run(round, ...knew(true)).streak).toBe(1);
  });

  it('shows the streak badge when the streak reaches exactly 5, not at 4 or 6', () => {
    let round = startRound(deck(8));
    for (let i = 0; i < 4; i++) round = run(round, ...knew(true));
    expect(round.showStreakBadge).toBe(false);
    round = run(round, flip, { type: 'answer', knewIt: true });
    expect(round.showStreakBadge).toBe(true);
    round = run(round, advance, { type: 'hideStreakBadge' }, ...knew(true));
    expect(round.streak).toBe(6);
    expect(round.showStreakBadge).toBe(false);
  });

  it('shows the badge again after a reset and a new run of 5', () => {
    let round = startRound(deck(11));
    for (let i = 0; i < 5; i++) round = run(round, ...knew(true));
    round = run(round, { type: 'hideStreakBadge' }, ...knew(false));
    for (let i = 0; i < 4; i++) round = run(round, ...knew(true));
    expect(round.showStreakBadge).toBe(false);
    round = run(round, flip, { type: 'answer', knewIt: true });
    expect(round.showStreakBadge).toBe(true);
  });

  it('restarts the full deck with counters reset', () => {
    const done = run(startRound(deck(2)), ...knew(true), ...knew(false));
    expect(run(done, { type: 'restart' })).toEqual(startRound(deck(2)));
  });

  it('reviews only the missed cards, and Restart afterwards brings the whole deck back', () => {
    const done = run(startRound(deck(3)), ...knew(false), ...knew(true), ...knew(false));
    const review = run(done, { type: 'reviewMistakes' });
    expect(review.cards.map((c) => c.question)).toEqual(['q1', 'q3']);
    expect(review).toMatchObject({
      index: 0,
      correct: 0,
      incorrect: 0,
      missed: [],
      reviewing: true,
    });
    const reviewed = run(review, ...knew(true), ...knew(false));
    expect(reviewed.missed.map((c) => c.question)).toEqual(['q3']);
    expect(run(reviewed, { type: 'restart' }).cards).toHaveLength(3);
  });

  it('offers no review without mistakes and treats an empty deck as finished', () => {
    const done = run(startRound(deck(1)), ...knew(true));
    expect(run(done, { type: 'reviewMistakes' })).toBe(done);
    expect(startRound([]).finished).toBe(true);
  });
});
