import type { PagePrefetch } from '@btb/shared-store';
import { bookOverviewApi } from './api/getBookOverview';
import { parseOverviewCode } from './parseOverviewCode';

/** On the server: the learning plan of the code in the URL. */
export const prefetchBookOverview: PagePrefetch = ({ store, params }) => {
  const code = parseOverviewCode(params.code);
  if (code) store.dispatch(bookOverviewApi.endpoints.getBookOverview.initiate(code));
};
