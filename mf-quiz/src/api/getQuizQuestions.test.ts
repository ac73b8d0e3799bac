import { usableQuestions } from './getQuizQuestions';

describe('usableQuestions', () => {
  it('keeps well-formed cards and drops the rest', () => {
    const response = {
      questions: [
        { question: 'Hund', answer: 'dog' },
        { question: '', answer: 'empty' },
        { question: 'Katze' },
        null,
        'x',
      ],
    };
    expect(usableQuestions(response)).toEqual([{ question: 'Hund', answer: 'dog' }]);
  });

  it('gives no cards for a malformed response', () => {
    expect(usableQuestions(null)).toEqual([]);
    expect(usableQuestions({ questions: 'nope' })).toEqual([]);
  });
});
