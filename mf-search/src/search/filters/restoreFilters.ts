import { filtersFromParams, hasFilterParams } from './parseFilters';
import type { SearchFilters } from './searchFilters';
import { readStoredFilters } from './storedFilters';

/**
 * SPEC section 4: filters come from the URL first (a shared link wins), else from storage. The whole
 * set is restored at once, so the subject-change reset of level and language does not apply. A URL
 * that names filters wins even when its values are invalid: those fall back to "all".
 */
export function restoreFilters(params: URLSearchParams): SearchFilters {
  return hasFilterParams(params) ? filtersFromParams(params) : readStoredFilters();
}
