import { compareDictation } from './compareDictation';
import { lessonWordsInLine } from './lessonWordsInLine';
import { lineReviews } from './lineReviews';

const line = 'das Handy und der Computer – das schaffst du!'.split(' ');
const lesson = ['das Handy', 'der Computer', 'die Maus', 'guten Morgen', 'schaffen'];

describe('lesson words in a dictated line', () => {
  it('finds a card sung without its article, whatever its case and punctuation', () => {
    expect(lessonWordsInLine(['Mein', 'HANDY,', 'bitte!'], ['das Handy'])).toEqual([
      { card: 'das Handy', indexes: [1] },
    ]);
    expect(lessonWordsInLine(line, lesson)).toEqual([
      { card: 'das Handy', indexes: [1] },
      { card: 'der Computer', indexes: [4] },
    ]);
  });

  it('needs every word of a card of several words, in order', () => {
    const words = ['Guten', 'Morgen,', 'guten', 'Tag!'];
    expect(lessonWordsInLine(words, ['guten Morgen', 'Tag guten'])).toEqual([
      { card: 'guten Morgen', indexes: [0, 1] },
    ]);
  });

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
