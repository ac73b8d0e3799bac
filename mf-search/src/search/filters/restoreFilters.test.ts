import { writeStored } from '@btb/shared-store';
import { restoreFilters } from './restoreFilters';
import { emptyFilters } from './searchFilters';
import { searchFiltersStorageKey, storeFilters } from './storedFilters';

const stored = { ...emptyFilters, subject: 'EN_DE', level: 'A2', primaryLanguage: 'DE' };

describe('restoreFilters', () => {
  beforeEach(() => window.localStorage.clear());

  it('takes the URL first', () => {
    writeStored(searchFiltersStorageKey, stored);
    expect(restoreFilters(new URLSearchParams('q=haus'))).toEqual({
      ...emptyFilters,
      searchQuery: 'haus',
    });
  });

  it('else the saved filters, whole: level and language survive the restored subject', () => {
    writeStored(searchFiltersStorageKey, stored);
    expect(restoreFilters(new URLSearchParams(''))).toEqual(stored);
    expect(restoreFilters(new URLSearchParams('unknown=1'))).toEqual(stored);
  });

  it('takes a URL that names filters even when their values are bad: those become "all"', () => {
    writeStored(searchFiltersStorageKey, stored);
    expect(restoreFilters(new URLSearchParams('subject=%%%&level=%3Cb%3E'))).toEqual(emptyFilters);
  });

  it('with neither, takes the learner’s chosen pair: its subject and language', () => {
    expect(restoreFilters(new URLSearchParams(''), 'DE_EN')).toEqual({
      ...emptyFilters,
      subject: 'DE_EN',
      primaryLanguage: 'EN',
    });
    writeStored(searchFiltersStorageKey, stored);
    expect(restoreFilters(new URLSearchParams(''), 'DE_EN')).toEqual(stored);
    expect(restoreFilters(new URLSearchParams('q=haus'), 'DE_EN').subject).toBe(
      emptyFilters.subject,
    );
  });

  it('falls back to no filters for a damaged entry', () => {
    window.localStorage.setItem(searchFiltersStorageKey, '{"subject":');
    expect(restoreFilters(new URLSearchParams(''))).toEqual(emptyFilters);
    window.localStorage.setItem(searchFiltersStorageKey, '"DE_EN"');
    expect(restoreFilters(new URLSearchParams(''))).toEqual(emptyFilters);
  });

  it('removes the entry when nothing is filtered', () => {
    storeFilters(stored);
    expect(window.localStorage.getItem(searchFiltersStorageKey)).not.toBeNull();
    storeFilters(emptyFilters);
    expect(window.localStorage.getItem(searchFiltersStorageKey)).toBeNull();
  });
});
