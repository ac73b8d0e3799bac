import { renderStandalone } from '@btb/shared-standalone';
import SearchPage from './search/SearchPage';

renderStandalone('mf-search', [{ path: '/search', element: <SearchPage /> }], '/search');
