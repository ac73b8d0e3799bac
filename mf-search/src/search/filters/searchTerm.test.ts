import { emptyFilters } from './searchFilters';
import { checkSearchTerm, maxSearchTermLength, toSearchQuery } from './searchTerm';

describe('search term rule', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('trims and keeps letters (with umlauts and accents), digits, underscore, hyphen, spaces', () => {
    expect(checkSearchTerm('  Grüße aus Köln_2-B  ')).toEqual({
      term: 'Grüße aus Köln_2-B',
      rejected: false,
    });
    expect(checkSearchTerm('café niño ŁÓDŹ 東京').term).toBe('café niño ŁÓDŹ 東京');
    expect(checkSearchTerm('DE_EN_A1_B01_L09').term).toBe('DE_EN_A1_B01_L09');
  });

  it('cuts the term to 120 characters', () => {
    const { term } = checkSearchTerm('a'.repeat(200));
    expect(term).toHaveLength(maxSearchTermLength);
  });

  it('treats any other character as an empty term', () => {
    for (const raw of ['hello!', "x' OR 1=1", '<script>', 'a/b', 'ä.ö']) {
      expect(checkSearchTerm(raw)).toEqual({ term: '', rejected: true });
    }
  });

  it('builds a request with only the set filters, trimmed, and warns about a rejected term', () => {
    expect(toSearchQuery(emptyFilters)).toEqual({});
    expect(
      toSearchQuery({
        searchQuery: ' haus ',
        subject: 'DE_EN',
        level: 'all',
        primaryLanguage: 'EN',
        genre: '  Pop ',
        artist: '   ',
      }),
    ).toEqual({ q: 'haus', subject: 'DE_EN', primaryLanguage: 'EN', genre: 'Pop' });
    expect(warn).not.toHaveBeenCalled();

    expect(toSearchQuery({ ...emptyFilters, searchQuery: 'drop;table', genre: 'Rock' })).toEqual({
      genre: 'Rock',
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
