import { lineWords } from './lineWords';

describe('lineWords', () => {
  it('keeps punctuation with its word, so the words give the line back', () => {
    const line = 'das Handy und der Computer – das schaffst du!';
    const words = lineWords(line);
    expect(words.map((w) => w.text)).toEqual([
      'das',
      'Handy',
      'und',
      'der',
      'Computer –',
      'das',
      'schaffst',
      'du!',
    ]);
    expect(words.map((w) => w.text).join(' ')).toBe(line);
  });

  it('counts code points, not UTF-16 units, and gives a leading mark to the first word', () => {
    const words = lineWords('„ 𝄞 Grüße“, ¡hola!');
    expect(words.map((w) => w.text)).toEqual(['„ 𝄞 Grüße“,', '¡hola!']);
    expect(words[0]).toMatchObject({ from: 0, to: 11 });
  });

  it('has no words for an empty or blank line', () => {
    expect(lineWords('')).toEqual([]);
    expect(lineWords('  –  ')).toEqual([{ text: '–', from: 2, to: 3 }]);
  });
});
