import { timedLine } from '@btb/shared-testing';
import { lineOfWord } from './lineOfWord';

const lines = [
  timedLine(2, 'Guten Morgen, mein Freund'),
  timedLine(6, 'Ich habe zwei Handys'),
  timedLine(10, 'Mein Handy klingelt laut'),
];

describe('lineOfWord', () => {
  it('finds the line that sings the word as taught, its article aside', () => {
    expect(lineOfWord(lines, 'das Handy', 'de')).toBe(2);
    expect(lineOfWord(lines, 'guten Morgen', 'de')).toBe(0);
  });

  it('falls back to a form of the word, and says none when no line sings it', () => {
    expect(lineOfWord(lines.slice(0, 2), 'das Handy', 'de')).toBe(1);
    expect(lineOfWord(lines, 'die Katze', 'de')).toBe(-1);
  });

  it('reads a line without timed words from its text', () => {
    expect(lineOfWord([{ ...timedLine(1, 'Hallo Welt'), words: [] }], 'die Welt', 'de')).toBe(0);
  });
});
