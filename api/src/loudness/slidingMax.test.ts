/** @jest-environment node */
import { slidingMax } from './slidingMax';

describe('slidingMax', () => {
  it('matches the brute-force maximum over the clipped window', () => {
    const values = Float64Array.from(
      { length: 200 },
      (_, i) => Math.sin(i * 1.7) + Math.cos(i * 0.3),
    );
    for (const [before, after] of [
      [0, 0],
      [3, 5],
      [8, 40],
      [250, 1],
    ] as const) {
      const out = slidingMax(values, before, after);
      values.forEach((_, n) => {
        const window = values.slice(Math.max(0, n - before), n + after + 1);
        expect(out[n]).toBe(Math.max(...window));
      });
    }
  });
});
