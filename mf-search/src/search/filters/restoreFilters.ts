import { pairLanguages } from '@btb/shared-contract';
import { filtersFromParams, hasFilterParams } from './parseFilters';
import { emptyFilters, hasActiveFilters, type SearchFilters } from './searchFilters';
import { readStoredFilters } from './storedFilters';

/**
 * A learner's chosen pair as search filters (issue 34): its subject and its "your language", which
 * they can still change. `DE_EN` → subject `DE_EN`, language `EN`.
 */
export function pairFilters(pair: string): SearchFilters {
  const languages = pairLanguages(pair);
  return languages
    ? { ...emptyFilters, subject: pair, primaryLanguage: languages.primary.toUpperCase() }
    : emptyFilters;
}

/**
 * SPEC section 4: filters come from the URL first (a shared link wins), else from storage. The whole
 * set is restored at once, so the subject-change reset of level and language does not apply. A URL
 * that names filters wins even when its values are invalid: those fall back to "all". With neither,
 * a learner's chosen pair is the default.
 */
export function restoreFilters(params: URLSearchParams, pair: string | null = null): SearchFilters {
  if (hasFilterParams(params)) return filtersFromParams(params);
  const stored = readStoredFilters();
  return hasActiveFilters(stored) || !pair ? stored : pairFilters(pair);
}
