/** SPEC section 3 "Saved search filters": the same shape in the URL, in storage and in the form. */
export interface SearchFilters {
  searchQuery: string;
  subject: string;
  level: string;
  primaryLanguage: string;
  genre: string;
  artist: string;
}

export type SearchFilterKey = keyof SearchFilters;
export type TextFilterKey = 'searchQuery' | 'genre' | 'artist';

/** The value of a select that filters nothing; never sent to the server. */
export const allValue = 'all';

export const emptyFilters: SearchFilters = {
  searchQuery: '',
  subject: allValue,
  level: allValue,
  primaryLanguage: allValue,
  genre: '',
  artist: '',
};

export const filterKeys = Object.keys(emptyFilters) as SearchFilterKey[];

/** True when any filter differs from "all" / empty (Clear Filter and Copy Search URL show then). */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return filterKeys.some((key) => filters[key].trim() !== emptyFilters[key]);
}

/** A user's subject choice: the level and language lists belong to a subject, so both reset. */
export function withSubject(filters: SearchFilters, subject: string): SearchFilters {
  return { ...filters, subject, level: allValue, primaryLanguage: allValue };
}

export interface LoadedOptions {
  subjects?: readonly string[];
  levels?: readonly string[];
  primaryLanguages?: readonly string[];
}

const keepIf = (value: string, options: readonly string[] | undefined) =>
  value === allValue || !options || options.includes(value) ? value : allValue;

/**
 * Drops select values that the loaded option lists do not offer (a stale bookmark, a hand-edited
 * URL). Lists not loaded yet are not judged. Level and language belong to a subject, so without a
 * subject they are "all". Returns the same object when nothing changes.
 */
export function withinOptions(filters: SearchFilters, options: LoadedOptions): SearchFilters {
  const subject = keepIf(filters.subject, options.subjects);
  const orphaned =
    subject === allValue && (filters.level !== allValue || filters.primaryLanguage !== allValue);
  if (subject !== filters.subject || orphaned) return withSubject(filters, subject);
  const level = keepIf(filters.level, options.levels);
  const primaryLanguage = keepIf(filters.primaryLanguage, options.primaryLanguages);
  if (level === filters.level && primaryLanguage === filters.primaryLanguage) return filters;
  return { ...filters, level, primaryLanguage };
}

export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return filterKeys.every((key) => a[key] === b[key]);
}
