import { filtersFromParams, filtersToParams, parseStoredFilters } from './parseFilters';
import { emptyFilters } from './searchFilters';

const saved = {
  searchQuery: 'Küche',
  subject: 'DE_EN',
  level: 'A1',
  primaryLanguage: 'EN',
  genre: 'Pop',
  artist: 'Mia',
};

describe('parseStoredFilters', () => {
  it('accepts the saved shape', () => {
    expect(parseStoredFilters(saved)).toEqual(saved);
  });

  it('rejects values that are not a filter object', () => {
    for (const value of [null, 'DE_EN', 42, ['DE_EN'], true]) {
      expect(parseStoredFilters(value)).toBeUndefined();
    }
  });

  it('ignores unknown keys and defaults fields with wrong types or over-long text', () => {
    expect(
      parseStoredFilters({
        ...saved,
        evil: '<script>',
        level: 3,
        artist: 'x'.repeat(201),
        subject: 'DE EN; drop',
        genre: null,
      }),
    ).toEqual({ ...saved, level: 'all', artist: '', subject: 'all', genre: '' });
  });
});

describe('filters in the URL', () => {
  it('round-trips and leaves out what is not set', () => {
    const params = filtersToParams({ ...emptyFilters, searchQuery: 'haus', level: 'A1' });
    expect(params.toString()).toBe('q=haus&level=A1');
    expect(filtersFromParams(params)).toEqual({
      ...emptyFilters,
      searchQuery: 'haus',
      level: 'A1',
    });
    expect(filtersToParams(emptyFilters).toString()).toBe('');
  });

  it('reads the site’s shared search links, drops bad values and cuts an over-long term', () => {
    expect(filtersFromParams(new URLSearchParams('subject=DE_EN&level=B1'))).toEqual({
      ...emptyFilters,
      subject: 'DE_EN',
      level: 'B1',
    });
    expect(
      filtersFromParams(new URLSearchParams(`subject=%3Cb%3E&q=${'a'.repeat(300)}&foo=1`)),
    ).toEqual({ ...emptyFilters, searchQuery: 'a'.repeat(120) });
  });
});
