import { cardArticle, lessonWordsInLine } from './lessonWordsInLine';

const line = 'das Handy und der Computer – das schaffst du!'.split(' ');
const lesson = ['das Handy', 'der Computer', 'die Maus', 'guten Morgen', 'schaffen'];

describe('lesson words in a line', () => {
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

  it('finds inflected forms only when asked, in the song language', () => {
    const words = ['Zwei', 'Handys,', 'du', 'schaffst', 'das'];
    expect(lessonWordsInLine(words, lesson)).toEqual([]);
    expect(lessonWordsInLine(words, lesson, { forms: true, language: 'de' })).toEqual([
      { card: 'das Handy', indexes: [1] },
      { card: 'schaffen', indexes: [3] },
    ]);
  });

  it("knows a card's article", () => {
    expect(cardArticle('das Handy')).toBe('das');
    expect(cardArticle('Handy')).toBeNull();
    expect(cardArticle('das')).toBeNull();
  });
});
