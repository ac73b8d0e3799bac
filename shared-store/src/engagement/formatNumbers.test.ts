import { formatCount, formatDecimal, formatRounded } from './formatNumbers';

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
    for (const value of [1000, 1099, 9999, 10_000, 123_456, 999_999, 1_000_000, 98_765_432]) {
      for (const language of ['en', 'de']) {
        const intl = new Intl.NumberFormat(language, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(Math.floor(value / 100) / 10);
        expect(formatCount(value, language)).toBe(`${intl}K`);
      }
    }
  });
});

describe('formatDecimal', () => {
  it('writes a short decimal as the language does, the same as Intl would', () => {
    for (const value of [0.5, 0.75, 1, 1.25, 1.5, 12.5]) {
      for (const language of ['en', 'de']) {
        expect(formatDecimal(value, language)).toBe(new Intl.NumberFormat(language).format(value));
      }
    }
    expect(formatDecimal(1.25, 'de')).toBe('1,25');
    expect(formatDecimal(1.25, 'fr-CA')).toBe('1.25');
  });
});

describe('formatRounded', () => {
  const intl = (value: number, language: string, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

  it('writes numbers as the language does: grouped, with at most the decimals asked for', () => {
    expect(formatRounded(101.3, 'en')).toBe('101.3');
    expect(formatRounded(101.3, 'de')).toBe('101,3');
    expect(formatRounded(1234.56, 'en')).toBe('1,234.6');
    expect(formatRounded(1234.56, 'de')).toBe('1.234,6');
    expect(formatRounded(2, 'de')).toBe('2');
    expect(formatRounded(1.96, 'en')).toBe('2');
    expect(formatRounded(3.44, 'en', 0)).toBe('3');
  });

  it('rounds halves away from zero on the decimal as written, as Intl does (not as toFixed)', () => {
    expect((1.45).toFixed(1)).toBe('1.4');
    expect(formatRounded(1.45, 'en')).toBe('1.5');
    expect(formatRounded(0.35, 'de')).toBe('0,4');
    expect(formatRounded(-2.25, 'en')).toBe('-2.3');
  });

  it('gives the same text as Intl for every kind of value, in both languages', () => {
    const values = [0, -0, 0.04, -0.04, 0.05, 999.95, 1e-7, 1e15, 1e21, NaN, Infinity, -Infinity];
    for (let i = 0; i < 3000; i += 1) {
      values.push(i, i / 10, i / 100 + 0.005, i * 37.77, -i / 20);
      values.push(Math.sin(i) * 10 ** (i % 9));
    }
    const differing = ['en', 'de'].flatMap((language) =>
      [0, 1, 2].flatMap((digits) =>
        values
          .map((value) => [
            value,
            formatRounded(value, language, digits),
            intl(value, language, digits),
          ])
          .filter(([, ours, theirs]) => ours !== theirs),
      ),
    );
    expect(differing).toEqual([]);
  });

  it('leaves another language to Intl', () => {
    expect(formatRounded(1234.5, 'fr')).toBe(intl(1234.5, 'fr', 1));
  });
});
