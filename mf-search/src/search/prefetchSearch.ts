import type { PagePrefetch } from '@btb/shared-store';
import { levelsApi } from './api/getLevels';
import { primaryLanguagesApi } from './api/getPrimaryLanguages';
import { searchSongsApi } from './api/searchSongs';
import { subjectsApi } from './api/getSubjects';
import { filtersFromParams } from './filters/parseFilters';
import { allValue } from './filters/searchFilters';
import { toSearchQuery } from './filters/searchTerm';

/**
 * On the server: the results and option lists for the filters in the URL (what the request tells;
 * filters saved in the browser apply after hydration).
 */
export const prefetchSearch: PagePrefetch = ({ store, searchParams, language }) => {
  const filters = filtersFromParams(searchParams);
  store.dispatch(subjectsApi.endpoints.searchSubjects.initiate(language));
  if (filters.subject !== allValue) {
    store.dispatch(levelsApi.endpoints.searchLevels.initiate(filters.subject));
    store.dispatch(primaryLanguagesApi.endpoints.searchPrimaryLanguages.initiate(filters.subject));
  }
  store.dispatch(searchSongsApi.endpoints.searchSongs.initiate(toSearchQuery(filters)));
};
