import { renderStandalone } from '@btb/shared-standalone';
import SearchPage from './search/SearchPage';

void renderStandalone({
  folder: 'mf-search',
  routes: [{ path: '/search', element: <SearchPage /> }],
  home: '/search',
});
