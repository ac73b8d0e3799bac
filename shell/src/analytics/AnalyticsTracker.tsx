import { useEffect, useState } from 'react';
import { onCurrentPage, useAppSelector } from '@btb/shared-store';
import { selectAnalyticsAllowed } from '@btb/shared-frame';
import type { AnalyticsClient } from './AnalyticsClient';
import { clearAnalyticsStorage } from './analyticsStorage';

/**
 * Mounted once in the layout: runs the analytics client and reports each page shown, only
 * while the visitor's consent says so. Without it no analytics key is kept and nothing is sent,
 * and the client's code (with its bot check) is not even loaded.
 */
export function AnalyticsTracker({ client: given }: { client?: AnalyticsClient }) {
  const [client, setClient] = useState<AnalyticsClient | null>(given ?? null);
  const allowed = useAppSelector(selectAnalyticsAllowed);
  useEffect(() => {
    if (!allowed || client) return;
    let current = true;
    import(/* webpackChunkName: "analytics" */ './AnalyticsClient').then(
      (module) => {
        if (current) setClient(new module.AnalyticsClient());
      },
      // Offline: no analytics for this page view; the next consent change or visit tries again.
      (error: unknown) => console.warn('Analytics could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [allowed, client]);
  useEffect(() => {
    if (!allowed) {
      clearAnalyticsStorage();
      return;
    }
    return client?.start();
  }, [client, allowed]);
  // Each page names itself when it shows (its meta, `usePageMeta`): a view per page on screen.
  useEffect(() => {
    if (!allowed || !client) return;
    return onCurrentPage(({ path, name }) => client.pageView(path, name));
  }, [client, allowed]);
  return null;
}
