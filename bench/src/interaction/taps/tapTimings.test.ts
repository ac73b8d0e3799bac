import { percentile, summarizeTap } from './tapTimings';

describe('the p75 of a tap’s runs', () => {
  it('is the nearest rank: of 10 runs the 8th fastest', () => {
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.75)).toBe(80);
    expect(percentile([100, 90, 80, 70, 60, 50, 40, 30, 20, 10], 0.75)).toBe(80);
  });

  it('is a run that happened, for few runs too', () => {
    expect(percentile([40, 200, 120], 0.75)).toBe(200);
    expect(percentile([40], 0.75)).toBe(40);
    expect(percentile([], 0.75)).toBeNaN();
  });
});

describe("a tap's runs summarized", () => {
  it('gives p75 and max, counts failed runs and runs under the 16 ms threshold, keeps the slowest', () => {
    const slow = { latencyMs: 232, reported: true, event: 'click', presentationMs: 180 };
    const summary = summarizeTap([
      { latencyMs: 104, reported: true },
      null,
      slow,
      { latencyMs: 16, reported: false },
      { latencyMs: 120, reported: true },
    ]);
    expect(summary).toEqual({
      runs: [104, 232, 16, 120],
      p75Ms: 120,
      maxMs: 232,
      failures: 1,
      underThreshold: 1,
      slowest: slow,
    });
  });

  it('has no figures when every run failed', () => {
    const summary = summarizeTap([null, null]);
    expect([summary.p75Ms, summary.maxMs, summary.failures]).toEqual([NaN, NaN, 2]);
  });
});
