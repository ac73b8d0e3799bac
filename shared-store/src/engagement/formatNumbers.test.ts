import { formatCount, formatDecimal } from './formatNumbers';

describe('formatCount', () => {
  it('shows counts below 1000 as they are and larger ones as one-decimal K', () => {
    expect(formatCount(0, 'en')).toBe('0');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(1000, 'en')).toBe('1.0K');
    expect(formatCount(1299, 'en')).toBe('1.2K');
    expect(formatCount(15_050, 'en')).toBe('15.0K');
  });

  it('uses the German decimal separator in German', () => {
    expect(formatCount(2345, 'de')).toBe('2,3K');
    expect(formatCount(999, 'de')).toBe('999');
  });

  it('groups thousands of thousands as the language does, the same as Intl would', () => {
    expect(formatCount(1_234_567, 'en')).toBe('1,234.5K');
    expect(formatCount(1_234_567, 'de')).toBe('1.234,5K');
    expect(formatCount(2345, 'es')).toBe('2,3\u00a0mil');
    expect(formatCount(12_345_678, 'es')).toBe('12.345,6\u00a0mil');
    for (const value of [1000, 1099, 9999, 10_000, 123_456, 999_999, 1_000_000, 98_765_432]) {
      for (const language of ['en', 'de', 'es']) {
        const intl = new Intl.NumberFormat(language, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(Math.floor(value / 100) / 10);
        expect(formatCount(value, language)).toBe(
          `${intl}${language === 'es' ? '\u00a0mil' : 'K'}`,
        );
      }
    }
  });
});

describe('formatDecimal', () => {
  it('writes a short decimal as the language does, the same as Intl would', () => {
    for (const value of [0.5, 0.75, 1, 1.25, 1.5, 12.5]) {
      for (const language of ['en', 'de', 'es']) {
        expect(formatDecimal(value, language)).toBe(new Intl.NumberFormat(language).format(value));
      }
    }
    expect(formatDecimal(1.25, 'de')).toBe('1,25');
    expect(formatDecimal(1.25, 'fr-CA')).toBe('1.25');
  });
});
