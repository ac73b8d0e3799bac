import { allValue, emptyFilters, filterKeys, type SearchFilters } from './searchFilters';
import { maxSearchTermLength } from './searchTerm';

/** Longest text a filter field keeps; the inputs share it, so only tampered values are longer. */
export const maxFilterTextLength = 200;

// Subject keys, level names and language codes are short tokens such as DE_EN, A1 or EN.
const optionPattern = /^[\p{L}\p{N}_-]{1,40}$/u;
const selectKeys = new Set<keyof SearchFilters>(['subject', 'level', 'primaryLanguage']);

/** One field's value if it is safe to use, else undefined (the caller falls back to the default). */
function validField(key: keyof SearchFilters, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (selectKeys.has(key)) return optionPattern.test(value) ? value : undefined;
  // SPEC section 9: an over-long term is cut, not thrown away.
  if (key === 'searchQuery') return value.trim().slice(0, maxSearchTermLength);
  return value.length <= maxFilterTextLength ? value : undefined;
}

/**
 * Validates saved filters read back from storage: known keys with valid values are kept, anything
 * else (unknown keys, wrong types, over-long strings) falls back to the default of that field.
 */
export function parseStoredFilters(value: unknown): SearchFilters | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const filters = { ...emptyFilters };
  for (const key of filterKeys) filters[key] = validField(key, record[key]) ?? emptyFilters[key];
  return filters;
}

/**
 * URL parameter of each filter; `q` and `subject`/`level` match the site's shared search links. The
 * form's fields carry them as their names, so the form searches before the page's scripts run.
 */
export const paramNames: Record<keyof SearchFilters, string> = {
  searchQuery: 'q',
  subject: 'subject',
  level: 'level',
  primaryLanguage: 'primaryLanguage',
  genre: 'genre',
  artist: 'artist',
};

/** True when the URL names any filter, even with a value that is not valid. */
export function hasFilterParams(params: URLSearchParams): boolean {
  return filterKeys.some((key) => params.has(paramNames[key]));
}

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters = { ...emptyFilters };
  for (const key of filterKeys) {
    filters[key] = validField(key, params.get(paramNames[key])) ?? emptyFilters[key];
  }
  return filters;
}

/** Only the filters that are set, so an unfiltered search has a clean `/search` URL. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value.trim() !== '' && value !== allValue) params.set(paramNames[key], value);
  }
  return params;
}
