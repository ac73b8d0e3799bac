import { pairedDifference, pooledSd } from './pairedStats';

describe('the paired difference of two trees', () => {
  it('is the mean of B − A with the standard error of that mean', () => {
    // Differences 2, 4, 6: mean 4, sample SD 2, SE 2 / √3.
    const result = pairedDifference([
      { a: 10, b: 12 },
      { a: 50, b: 54 },
      { a: 90, b: 96 },
    ]);
    expect(result.mean).toBe(4);
    expect(result.se).toBeCloseTo(2 / Math.sqrt(3), 10);
    expect(result.n).toBe(3);
  });

  it('is negative when B is lower, and has no standard error from one pair', () => {
    const one = pairedDifference([{ a: 90, b: 88 }]);
    expect(one.mean).toBe(-2);
    expect(one.se).toBeNaN();
    expect(pairedDifference([]).mean).toBeNaN();
  });

  it('leaves out a pair whose figure is missing', () => {
    const result = pairedDifference([
      { a: 1, b: 3 },
      { a: Number.NaN, b: 5 },
      { a: 1, b: 3 },
    ]);
    expect(result).toEqual({ mean: 2, se: 0, n: 2 });
  });
});

describe('the within-tree spread', () => {
  it('pools each page’s run variance, weighted by its degrees of freedom', () => {
    // Variances 2 (1 df) and 4 (2 df): (2 + 8) / 3.
    expect(
      pooledSd([
        [1, 3],
        [0, 2, 4],
      ]),
    ).toBeCloseTo(Math.sqrt(10 / 3), 10);
    expect(pooledSd([[10, 12, 14]])).toBeCloseTo(2, 10);
  });

  it('is unknown while every page has a single run', () => {
    expect(pooledSd([[90], [80]])).toBeNaN();
    expect(pooledSd([])).toBeNaN();
  });
});
