import { timedLine } from '@btb/shared-testing';
import { lineEndOf } from './lineEnd';
import { lineWords, sungWordAt, wordHoldSeconds, wordTimings } from './wordTimings';

// Words every half second, each sung for 0.4 s: "Das" 0-0.4, "Haus" 0.5-0.9, ...
const lines = [
  timedLine(0, 'Das Haus ist groß,', 'The house is big,'),
  timedLine(4, 'der Baum im Garten.', 'the tree in the garden.'),
];

describe('word timings', () => {
  const timings = wordTimings(lines);
  const keyAt = (time: number) => timings[sungWordAt(timings, time)]?.key ?? null;

  it('lists every word of every line by its start, keyed by line and place', () => {
    expect(timings.map((t) => t.key)).toEqual([
      '0:0',
      '0:1',
      '0:2',
      '0:3',
      '1:0',
      '1:1',
      '1:2',
      '1:3',
    ]);
  });

  it('marks the word from its start until the next one starts', () => {
    expect(keyAt(-0.1)).toBeNull();
    expect(keyAt(0)).toBe('0:0');
    expect(keyAt(0.45)).toBe('0:0');
    expect(keyAt(0.5)).toBe('0:1');
    expect(keyAt(1.99)).toBe('0:3');
    expect(keyAt(4.6)).toBe('1:1');
  });

  it('clears the mark a moment after the last word of a line, until the next line', () => {
    expect(keyAt(1.9 + wordHoldSeconds - 0.01)).toBe('0:3');
    expect(keyAt(1.9 + wordHoldSeconds + 0.01)).toBeNull();
    expect(keyAt(3.99)).toBeNull();
    expect(keyAt(100)).toBeNull();
  });

  it('shows a line without timed words word by word, but never marks them', () => {
    const untimed = { start: 2, end: 2, text: 'Hallo, du', translation: '', words: [] };
    expect(lineWords(untimed).map((word) => word.text)).toEqual(['Hallo,', 'du']);
    expect(wordTimings([untimed])).toEqual([]);
  });

  it('a line plays to its last word, or to the next line when it has no word timings', () => {
    const untimed = { start: 2, end: 2, text: 'Hallo', translation: '', words: [] };
    expect(lineEndOf(lines, 0)).toBeCloseTo(1.9);
    expect(lineEndOf([untimed, ...lines.slice(1)], 0)).toBe(4);
    expect(lineEndOf([untimed], 0)).toBe(7);
  });
});
