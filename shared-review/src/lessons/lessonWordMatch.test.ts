import { bareWord, findLessonCard, sameWordForm } from './lessonWordMatch';

const card = (question: string, answer = '') => ({ question, answer });
const german = [
  card('das Handy', 'mobile phone'),
  card('der Computer', 'computer'),
  card('das Haus', 'house'),
  card('spielen', 'to play'),
  card('Guten Morgen', 'good morning'),
  card('die Hand', 'hand'),
];
const found = (word: string, cards = german, language = 'de') =>
  findLessonCard(word, cards, language)?.question ?? null;

describe('bareWord', () => {
  it('strips the punctuation sung with a word, keeps inner apostrophes and hyphens', () => {
    expect(bareWord('Hallo,')).toBe('Hallo');
    expect(bareWord('„Handy“')).toBe('Handy');
    expect(bareWord('Computer –')).toBe('Computer');
    expect(bareWord("that's")).toBe("that's");
    expect(bareWord('E-Mail!')).toBe('E-Mail');
    expect(bareWord('–')).toBe('');
  });
});

describe('findLessonCard', () => {
  it('finds a card by its word, its article ignored, in any case and with punctuation', () => {
    expect(found('Handy')).toBe('das Handy');
    expect(found('handy')).toBe('das Handy');
    expect(found('HANDY,')).toBe('das Handy');
    expect(found('Computer –')).toBe('der Computer');
  });

  it('finds inflected forms: plurals, umlaut plurals, cases and conjugations', () => {
    expect(found('Handys')).toBe('das Handy');
    expect(found('Computers')).toBe('der Computer');
    expect(found('Häuser')).toBe('das Haus');
    expect(found('Hause')).toBe('das Haus');
    expect(found('Hände')).toBe('die Hand');
    expect(found('spielt')).toBe('spielen');
    expect(found('spielst')).toBe('spielen');
  });

  it('does not take a longer or a merely similar word for a card', () => {
    // "Handy" is not a form of "Hand", nor "Haut" one of "Haus".
    expect(found('Hand')).toBe('die Hand');
    expect(found('Haut')).toBeNull();
    expect(found('Handtasche')).toBeNull();
    expect(found('Hallo')).toBeNull();
  });

  it('an article alone is no lesson word, unless a card is that article', () => {
    expect(found('das')).toBeNull();
    expect(found('Das', [card('das', 'the (neuter)')])).toBe('das');
  });

  it('finds a word of a phrase, but prefers a card that is the word itself', () => {
    expect(found('Morgen')).toBe('Guten Morgen');
    expect(found('Morgen', [...german, card('der Morgen', 'morning')])).toBe('der Morgen');
  });

  it('reads alternatives and notes in a question', () => {
    expect(found('Lehrerin', [card('der Lehrer / die Lehrerin (-nen)', 'teacher')])).toBe(
      'der Lehrer / die Lehrerin (-nen)',
    );
  });

  it('knows English and Spanish forms', () => {
    const english = [card('the city', 'die Stadt'), card('to play', 'spielen')];
    expect(found('Cities', english, 'en')).toBe('the city');
    expect(found('played', english, 'en')).toBe('to play');
    expect(found('playing', english, 'en')).toBe('to play');
    const spanish = [
      card('la casa', 'the house'),
      card('bonito', 'pretty'),
      card('hablar', 'speak'),
    ];
    expect(found('casas', spanish, 'es')).toBe('la casa');
    expect(found('bonita', spanish, 'es')).toBe('bonito');
    expect(found('hablo', spanish, 'es')).toBe('hablar');
  });

  it('is nothing for punctuation or an empty lesson', () => {
    expect(found('–')).toBeNull();
    expect(found('Handy', [])).toBeNull();
  });
});

describe('sameWordForm', () => {
  it('needs a stem of at least three letters, four when both words are cut', () => {
    expect(sameWordForm('tage', 'tag', 'de')).toBe(true);
    expect(sameWordForm('reise', 'reist', 'de')).toBe(true);
    expect(sameWordForm('haut', 'haus', 'de')).toBe(false);
    expect(sameWordForm('en', 'e', 'de')).toBe(false);
  });
});
