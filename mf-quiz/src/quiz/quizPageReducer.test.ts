import type { QuizQuestion } from '@btb/shared-contract';
import {
  initialQuizPageState,
  quizPageReducer,
  type QuizPageAction,
  type QuizPageState,
} from './quizPageReducer';

const sequence = { id: 9, name: 'Animals', code: 'DE_EN_A1_B01_L01' };
const cards: QuizQuestion[] = [{ question: 'Hund', answer: 'dog' }];
const run = (state: QuizPageState, ...actions: QuizPageAction[]) =>
  actions.reduce(quizPageReducer, state);

describe('quizPageReducer', () => {
  it('walks code entry → validating → loading → playing → finished', () => {
    const validating = run(initialQuizPageState, { type: 'submit', code: '  DE_EN_A1_B01_L01 ' });
    expect(validating).toEqual({ phase: 'validating', code: 'DE_EN_A1_B01_L01' });
    const loading = run(validating, { type: 'validated', sequence });
    expect(loading).toMatchObject({ phase: 'loading', sequence });
    const playing = run(loading, { type: 'loaded', questions: cards });
    expect(playing).toMatchObject({ phase: 'playing', round: { cards, index: 0 } });
    const finished = run(
      playing,
      { type: 'round', action: { type: 'flip' } },
      { type: 'round', action: { type: 'answer', knewIt: true } },
      { type: 'round', action: { type: 'advance' } },
    );
    expect(finished).toMatchObject({ phase: 'finished', round: { correct: 1 } });
  });

  it('ignores an empty code and submits only from code entry', () => {
    expect(run(initialQuizPageState, { type: 'submit', code: '   ' })).toBe(initialQuizPageState);
    const validating = run(initialQuizPageState, { type: 'submit', code: 'A' });
    expect(run(validating, { type: 'submit', code: 'B' })).toBe(validating);
  });

  it('goes back to code entry with the error when the code is rejected', () => {
    const state = run(
      initialQuizPageState,
      { type: 'submit', code: 'BAD' },
      { type: 'rejected', error: { kind: 'invalid' } },
    );
    expect(state).toEqual({ phase: 'entry', code: 'BAD', error: { kind: 'invalid' } });
  });

  it.each<[string, QuizPageAction]>([
    ['an empty lesson', { type: 'loaded', questions: [] }],
    ['a failed load', { type: 'loadFailed' }],
  ])('returns to code entry with the no-vocabulary error after %s', (_name, action) => {
    const state = run(
      initialQuizPageState,
      { type: 'submit', code: 'DE_EN_A1_B01_L01' },
      { type: 'validated', sequence },
      action,
    );
    expect(state).toEqual({
      phase: 'entry',
      code: 'DE_EN_A1_B01_L01',
      error: { kind: 'noVocabulary' },
    });
  });

  it('ignores late answers for a phase that has passed', () => {
    expect(run(initialQuizPageState, { type: 'validated', sequence })).toBe(initialQuizPageState);
    expect(run(initialQuizPageState, { type: 'loaded', questions: cards })).toBe(
      initialQuizPageState,
    );
    expect(run(initialQuizPageState, { type: 'round', action: { type: 'flip' } })).toBe(
      initialQuizPageState,
    );
  });

  it('plays again from finished on Restart and starts over on New Quiz', () => {
    const finished = run(
      initialQuizPageState,
      { type: 'submit', code: 'X' },
      { type: 'validated', sequence },
      { type: 'loaded', questions: cards },
      { type: 'round', action: { type: 'flip' } },
      { type: 'round', action: { type: 'answer', knewIt: false } },
      { type: 'round', action: { type: 'advance' } },
    );
    expect(finished.phase).toBe('finished');
    expect(run(finished, { type: 'round', action: { type: 'restart' } })).toMatchObject({
      phase: 'playing',
      round: { incorrect: 0, index: 0 },
    });
    expect(run(finished, { type: 'round', action: { type: 'reviewMistakes' } })).toMatchObject({
      phase: 'playing',
      round: { reviewing: true, cards },
    });
    expect(run(finished, { type: 'newQuiz' })).toEqual(initialQuizPageState);
  });
});
