import type { PagePrefetch } from '@btb/shared-store';
import { bookOverviewApi } from './api/getBookOverview';
import { overviewFound, overviewTarget } from './overviewTarget';
import { parseOverviewCode } from './parseOverviewCode';

/**
 * On the server: the learning plan of the code in the URL (a lesson's code: its pair's plan). A
 * code that cannot be one, that no plan has (the API answers it with no levels), or a lesson no
 * plan has, is a 404 page, so link checkers see it as missing.
 * Any other failure leaves the status alone: the page shows its error with a retry.
 */
export const prefetchBookOverview: PagePrefetch = async ({ store, params }) => {
  const code = parseOverviewCode(params.code);
  if (!code) return 404;
  const target = overviewTarget(code);
  const { data, error } = await store.dispatch(
    bookOverviewApi.endpoints.getBookOverview.initiate(target.plan),
  );
  if (data) return overviewFound(data, target) ? undefined : 404;
  return error && 'status' in error && error.status === 404 ? 404 : undefined;
};
