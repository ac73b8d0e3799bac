import { longestRetryAfterSeconds, retryAfterSeconds } from './retryAfter';

describe('retryAfterSeconds', () => {
  it('reads seconds and an HTTP date', () => {
    expect(retryAfterSeconds('5')).toBe(5);
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(retryAfterSeconds('Mon, 07 Dec 2026 10:00:12 GMT', now)).toBe(12);
  });

  it('keeps a wait between 1 s and the longest', () => {
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('86400')).toBe(longestRetryAfterSeconds);
    expect(
      retryAfterSeconds('Mon, 07 Dec 2026 09:00:00 GMT', Date.parse('2026-12-07T10:00:00Z')),
    ).toBe(1);
  });

  it('says nothing for no header or one it cannot read', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('-5')).toBeUndefined();
  });
});
