import { lineRange } from './lineRange';
import { lineIndexAt } from './useLyricLines';

const lines = [
  { start: 4, text: 'a', translation: 'A' },
  { start: 6.5, text: 'b', translation: 'B' },
  { start: 9, text: 'c', translation: 'C' },
];

describe('synced lyrics', () => {
  it('the current line is the last one that has started', () => {
    expect(lineIndexAt(lines, 0)).toBe(-1);
    expect(lineIndexAt(lines, 4)).toBe(0);
    expect(lineIndexAt(lines, 6.49)).toBe(0);
    expect(lineIndexAt(lines, 6.5)).toBe(1);
    expect(lineIndexAt(lines, 40)).toBe(2);
  });

  it('a line runs until the next starts, the last one until the end of the track', () => {
    expect(lineRange(lines, 1, 48)).toEqual({ start: 6.5, end: 9 });
    expect(lineRange(lines, 2, 48)).toEqual({ start: 9, end: 48 });
    expect(lineRange(lines, -1, 48)).toBeNull();
  });
});
