import { readStored, removeStored, writeStored } from '@btb/shared-store';
import { parseStoredFilters } from './parseFilters';
import { emptyFilters, hasActiveFilters, type SearchFilters } from './searchFilters';
import { browserStorageKeys } from '@btb/shared-contract';

export const searchFiltersStorageKey = browserStorageKeys.searchFilters;

export function readStoredFilters(): SearchFilters {
  return readStored(searchFiltersStorageKey, parseStoredFilters, emptyFilters);
}

/** Saves the filters, or removes the entry when nothing is filtered (Clear Filter). */
export function storeFilters(filters: SearchFilters): void {
  if (hasActiveFilters(filters)) writeStored(searchFiltersStorageKey, filters);
  else removeStored(searchFiltersStorageKey);
}
