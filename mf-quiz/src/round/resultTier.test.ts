import { resultTier, tierEmoji } from './resultTier';

describe('resultTier', () => {
  it('is perfect only when every answer was correct', () => {
    expect(resultTier(8, 8)).toBe('perfect');
    expect(tierEmoji.perfect).toBe('🎉');
  });

  it('is great from exactly 70% up', () => {
    expect(resultTier(7, 10)).toBe('great');
    expect(resultTier(14, 20)).toBe('great');
    expect(resultTier(21, 30)).toBe('great');
    expect(resultTier(7, 8)).toBe('great');
    expect(tierEmoji.great).toBe('⭐');
  });

  it('is a good try below 70%', () => {
    expect(resultTier(6, 10)).toBe('goodTry');
    expect(resultTier(69, 100)).toBe('goodTry');
    expect(resultTier(0, 3)).toBe('goodTry');
    expect(tierEmoji.goodTry).toBe('💪');
  });
});
