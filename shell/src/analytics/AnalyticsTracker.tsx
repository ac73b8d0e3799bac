import { useEffect, useState } from 'react';
import { useLocation } from '@btb/shared-router';
import { useAppSelector } from '@btb/shared-store';
import { selectAnalyticsAllowed } from '../consent/consentSlice';
import { AnalyticsClient } from './AnalyticsClient';
import { clearAnalyticsStorage } from './analyticsStorage';

/**
 * Mounted once in the layout: runs the analytics client and reports each route change, only
 * while the visitor's consent says so. Without it no analytics key is kept and nothing is sent.
 */
export function AnalyticsTracker({ client: given }: { client?: AnalyticsClient }) {
  // No client while the server renders the page: analytics only ever runs in the browser.
  const [client] = useState(() =>
    typeof window === 'undefined' ? null : (given ?? new AnalyticsClient()),
  );
  const allowed = useAppSelector(selectAnalyticsAllowed);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!client) return;
    if (!allowed) {
      clearAnalyticsStorage();
      return;
    }
    return client.start();
  }, [client, allowed]);
  useEffect(() => {
    if (allowed) client?.pageView(pathname);
  }, [client, pathname, allowed]);
  return null;
}
