import { compareDictation } from './compareDictation';
import { lineReviews } from './lineReviews';

const line = 'das Handy und der Computer – das schaffst du!'.split(' ');
const lesson = ['das Handy', 'der Computer', 'die Maus', 'guten Morgen', 'schaffen'];

describe('reviews of a dictated line', () => {
  it('rates a lesson word typed right Good, typed wrong or left out Again; others not at all', () => {
    const typed = 'das handy und der komputer das schaffst du';
    expect(lineReviews(line, compareDictation(line, typed), lesson)).toEqual([
      { word: 'das Handy', rating: 'good' },
      { word: 'der Computer', rating: 'again' },
    ]);
    const leftOut = 'das Handy und der das schaffst du';
    expect(lineReviews(line, compareDictation(line, leftOut), lesson)).toEqual([
      { word: 'das Handy', rating: 'good' },
      { word: 'der Computer', rating: 'again' },
    ]);
  });

  it('a word sung twice in a line is one review: Again when one of them was wrong', () => {
    const twice = 'Handy, Handy, mein Handy'.split(' ');
    const reviews = lineReviews(twice, compareDictation(twice, 'handy handy mein handi'), lesson);
    expect(reviews).toEqual([{ word: 'das Handy', rating: 'again' }]);
  });
});
