import { arrangeLines, outroBars } from './arrangeLines';

describe('arrangeLines', () => {
  it('starts each line on a bar or half bar after the intro: a bar a line where it fits', () => {
    const bar = 2;
    const { starts, seconds } = arrangeLines([1.2, 2.5, 0.5], bar, 2);
    // 1.2 s (+ breath) fits one bar; 2.5 s needs three half bars; 0.5 s one bar.
    expect(starts).toEqual([4, 6, 9]);
    expect(seconds).toBe(9 + bar + outroBars * bar);
  });

  it('is only intro and outro without lines', () => {
    expect(arrangeLines([], 3, 2)).toEqual({ starts: [], seconds: (2 + outroBars) * 3 });
  });
});
