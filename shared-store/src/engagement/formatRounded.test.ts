import { formatRounded } from './formatRounded';

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
    const differing = ['en', 'de', 'es'].flatMap((language) =>
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
