import { renderStandalone } from '@btb/shared-standalone';
import SearchPage from './search/SearchPage';

void renderStandalone({
  folder: 'mf-search',
  pages: { SearchPage },
});
