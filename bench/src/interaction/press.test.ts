import { pressMs } from './press';

describe('how long a bench tap holds the pointer down', () => {
  it('is a finger’s 90 ms unless set', () => {
    expect(pressMs({})).toBe(90);
    expect(pressMs({ BENCH_PRESS_MS: ' ' })).toBe(90);
  });

  it('can be set in whole milliseconds, 0 being an instant click', () => {
    expect(pressMs({ BENCH_PRESS_MS: '0' })).toBe(0);
    expect(pressMs({ BENCH_PRESS_MS: ' 150 ' })).toBe(150);
  });

  it('refuses what is not a whole number of milliseconds up to a second', () => {
    for (const raw of ['-5', '12.5', 'fast', '1001']) {
      expect(() => pressMs({ BENCH_PRESS_MS: raw })).toThrow(
        `BENCH_PRESS_MS: ${raw} is not a whole number of milliseconds from 0 to 1000`,
      );
    }
  });
});
