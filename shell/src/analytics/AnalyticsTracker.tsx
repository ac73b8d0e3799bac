import { useEffect, useState } from 'react';
import { useLocation } from '@btb/shared-router';
import { AnalyticsClient } from './AnalyticsClient';

/** Mounted once in the layout: runs the analytics client and reports each route change. */
export function AnalyticsTracker({ client: given }: { client?: AnalyticsClient }) {
  // No client while the server renders the page: analytics only ever runs in the browser.
  const [client] = useState(() =>
    typeof window === 'undefined' ? null : (given ?? new AnalyticsClient()),
  );
  const { pathname } = useLocation();
  useEffect(() => client?.start(), [client]);
  useEffect(() => client?.pageView(pathname), [client, pathname]);
  return null;
}
