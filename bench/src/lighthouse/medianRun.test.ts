import { medianRun } from './medianRun';

describe('the median run', () => {
  it('is the middle run by performance score, the slower LCP first on a tie', () => {
    const runs = [
      { performance: 90, lcpMs: 1000, id: 'fast' },
      { performance: 70, lcpMs: 3000, id: 'slow' },
      { performance: 80, lcpMs: 2000, id: 'middle' },
    ];
    expect(medianRun(runs)?.id).toBe('middle');
    const tie = [
      { performance: 80, lcpMs: 1000, id: 'quick' },
      { performance: 80, lcpMs: 2500, id: 'late' },
    ];
    // Sorted: late, quick; the upper middle of two is the second.
    expect(medianRun(tie)?.id).toBe('quick');
    expect(medianRun([])).toBeUndefined();
  });
});
