import { lyricLineFrom } from './lyricLineFrom';

const words = [
  { text: 'Hallo,', start: 4, end: 4.6 },
  { text: 'du', start: 4.8, end: 5.2 },
];

describe('lyricLineFrom', () => {
  it('keeps a line with its end and timed words', () => {
    const line = { start: 4, end: 5.2, text: 'Hallo, du', translation: 'Hello, you', words };
    expect(lyricLineFrom(line)).toEqual(line);
  });

  it('gives a line without words or end (a cached older answer) no words, ending at its start', () => {
    expect(lyricLineFrom({ start: 4, text: 'Hallo, du', translation: 'Hello, you' })).toEqual({
      start: 4,
      end: 4,
      text: 'Hallo, du',
      translation: 'Hello, you',
      words: [],
    });
  });

  it('drops broken words and an end before the start', () => {
    const line = {
      start: 4,
      end: 3,
      text: 'Hallo, du',
      translation: '',
      words: [words[0], { text: 'du', start: 'soon' }, null, { text: '', start: 5, end: 6 }],
    };
    expect(lyricLineFrom(line)).toMatchObject({ end: 4, words: [words[0]] });
  });

  it('is null for what is not a line', () => {
    expect(lyricLineFrom(null)).toBeNull();
    expect(lyricLineFrom({ start: Number.NaN, text: 'a', translation: '' })).toBeNull();
    expect(lyricLineFrom({ start: 1, text: 2, translation: '' })).toBeNull();
    expect(lyricLineFrom({ start: 1, text: 'a' })).toBeNull();
  });
});
