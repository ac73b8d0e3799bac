import { useEffect } from 'react';
import { useLocation } from '@btb/shared-router';
import { NotFoundPage } from '@btb/shared-ui';

/**
 * Any path the remote does not serve itself: another remote's page or the shell's. It opens on the
 * full site, with its query and hash (`/quiz?code=…`), where the site's own 404 answers unknown
 * paths. Replaces this history entry, so Back returns to the page the link was on.
 */
export function OnFullSite({ siteOrigin }: { siteOrigin: string | null }) {
  const { pathname, search, hash } = useLocation();
  const target = siteOrigin && `${siteOrigin}${pathname}${search}${hash}`;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target ? null : <NotFoundPage />;
}
