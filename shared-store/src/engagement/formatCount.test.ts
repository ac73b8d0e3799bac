import { formatCount } from './formatCount';

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
});
