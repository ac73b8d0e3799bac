import {
  allValue,
  emptyFilters,
  hasActiveFilters,
  withinOptions,
  withSubject,
  type SearchFilters,
} from './searchFilters';

const filtered: SearchFilters = {
  ...emptyFilters,
  subject: 'DE_EN',
  level: 'A2',
  primaryLanguage: 'EN',
  searchQuery: 'haus',
};

describe('search filter logic', () => {
  it('counts any set filter as active, but not blank text or "all"', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, searchQuery: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, artist: 'Mia' })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters, level: 'A1' })).toBe(true);
  });

  it('resets level and language when the subject is chosen, keeping the other filters', () => {
    expect(withSubject(filtered, 'EN_DE')).toEqual({
      ...filtered,
      subject: 'EN_DE',
      level: allValue,
      primaryLanguage: allValue,
    });
    expect(withSubject(filtered, allValue)).toMatchObject({ level: allValue, searchQuery: 'haus' });
  });

  it('keeps values the loaded lists offer and drops the others', () => {
    const lists = { subjects: ['DE_EN'], levels: ['A1', 'A2'], primaryLanguages: ['EN'] };
    expect(withinOptions(filtered, lists)).toBe(filtered);
    expect(withinOptions(filtered, { ...lists, levels: ['B1'] })).toEqual({
      ...filtered,
      level: allValue,
    });
    expect(withinOptions(filtered, { ...lists, subjects: ['EN_DE'] })).toEqual(
      withSubject(filtered, allValue),
    );
  });

  it('does not judge values whose list has not loaded', () => {
    expect(withinOptions(filtered, {})).toBe(filtered);
  });
});
