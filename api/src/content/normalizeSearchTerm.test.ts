import { escapeLike, maxSearchLength, normalizeSearchTerm } from './normalizeSearchTerm';

describe('normalizeSearchTerm', () => {
  it('trims, collapses spaces and keeps letters (with accents), digits, _ and -', () => {
    expect(normalizeSearchTerm('  Grüße   aus_Köln-2 ')).toBe('Grüße aus_Köln-2');
  });

  it('cuts to 120 characters', () => {
    expect(normalizeSearchTerm('a'.repeat(500))).toHaveLength(maxSearchLength);
  });

  it.each(["a'b", 'a%b', 'a;b', '<script>', 'a.b', undefined])('ignores %p', (raw) => {
    expect(normalizeSearchTerm(raw)).toBe('');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
