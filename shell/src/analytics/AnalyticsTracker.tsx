import { useEffect, useState } from 'react';
import { useLocation } from '@btb/shared-router';
import { AnalyticsClient } from './AnalyticsClient';

/** Mounted once in the layout: runs the analytics client and reports each route change. */
export function AnalyticsTracker({ client: given }: { client?: AnalyticsClient }) {
  const [client] = useState(() => given ?? new AnalyticsClient());
  const { pathname } = useLocation();
  useEffect(() => client.start(), [client]);
  useEffect(() => client.pageView(pathname), [client, pathname]);
  return null;
}
