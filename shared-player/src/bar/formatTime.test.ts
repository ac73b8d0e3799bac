import { formatTime } from './formatTime';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [200, '3:20'],
    [3725, '62:05'],
    [Number.NaN, '0:00'],
    [Infinity, '0:00'],
    [-3, '0:00'],
  ])('shows %p seconds as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});
