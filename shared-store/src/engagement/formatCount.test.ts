import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('shows counts below 1000 as they are and larger ones as one-decimal K', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.0K');
    expect(formatCount(1299)).toBe('1.2K');
    expect(formatCount(15_050)).toBe('15.0K');
  });
});
