import type { SearchQuery } from '@btb/shared-contract';
import { allValue, type SearchFilters } from './searchFilters';

/** SPEC section 9. */
export const maxSearchTermLength = 120;

// Letters of any script (with combining accents), digits, underscore, hyphen and whitespace.
const allowedTerm = /^[\p{L}\p{M}\p{Nd}_\s-]*$/u;

export interface CheckedTerm {
  term: string;
  /** The text had other characters and is treated as empty. */
  rejected: boolean;
}

/** SPEC section 5: trimmed, cut to 120 characters, only allowed characters, else empty. */
export function checkSearchTerm(raw: string): CheckedTerm {
  const term = raw.trim().slice(0, maxSearchTermLength).trim();
  return allowedTerm.test(term) ? { term, rejected: false } : { term: '', rejected: true };
}

/**
 * The filters as the URL and storage keep them: the term as the rule leaves it (cut to 120
 * characters, or empty when rejected), so a reload or a shared link never brings back text the
 * search ignored.
 */
export function withCheckedTerm(filters: SearchFilters): SearchFilters {
  const { term } = checkSearchTerm(filters.searchQuery);
  return term === filters.searchQuery ? filters : { ...filters, searchQuery: term };
}

const selected = (value: string) => (value === allValue || value === '' ? undefined : value);
const typed = (value: string) => value.trim() || undefined;

/** The request for the server: only the filters that are set; a rejected term is logged. */
export function toSearchQuery(filters: SearchFilters): SearchQuery {
  const { term, rejected } = checkSearchTerm(filters.searchQuery);
  if (rejected) console.warn('Search term ignored: it contains characters that are not allowed.');
  const query: SearchQuery = {
    q: term || undefined,
    subject: selected(filters.subject),
    genre: typed(filters.genre),
    artist: typed(filters.artist),
    level: selected(filters.level),
    primaryLanguage: selected(filters.primaryLanguage),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as SearchQuery;
}
