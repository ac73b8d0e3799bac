import { timedLine } from '@btb/shared-testing';
import { lineRange } from './lineRange';

const lines = [timedLine(2, 'Hallo', 'Hello'), timedLine(6.5, 'Guten Morgen', 'Good morning')];

describe('lineRange (replay and loop a line)', () => {
  it('runs from the line to the next one, the last one to the end of the track', () => {
    expect(lineRange(lines, 0, 48)).toEqual({ start: 2, end: 6.5 });
    expect(lineRange(lines, 1, 48)).toEqual({ start: 6.5, end: 48 });
  });

  it('is nothing for no line, and five seconds for a last line when the length is unknown', () => {
    expect(lineRange(lines, -1, 48)).toBeNull();
    expect(lineRange(lines, 1, 0)).toEqual({ start: 6.5, end: 11.5 });
  });
});
