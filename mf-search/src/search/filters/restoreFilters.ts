import { filtersFromParams } from './parseFilters';
import { hasActiveFilters, type SearchFilters } from './searchFilters';
import { readStoredFilters } from './storedFilters';

/**
 * SPEC section 4: filters come from the URL first (a shared link wins), else from storage. The whole
 * set is restored at once, so the subject-change reset of level and language does not apply.
 */
export function restoreFilters(params: URLSearchParams): SearchFilters {
  const fromUrl = filtersFromParams(params);
  return hasActiveFilters(fromUrl) ? fromUrl : readStoredFilters();
}
