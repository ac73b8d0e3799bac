import { Suspense, useEffect, useState } from 'react';
import { lazyWithStrings } from '@btb/shared-i18n';
import { currentOverrides, type RemoteOverride } from '@btb/shared-federation';

// Only a browser with overrides (QA, a feature team) loads the bars and their strings.
const OverrideBars = lazyWithStrings(
  () => import(/* webpackChunkName: "override-banner" */ './OverrideBars'),
);

/**
 * Says which remotes this browser loads from a dev server, with one click to go back. Shown after
 * hydration: the server renders the page without knowing this browser's overrides.
 */
export function OverrideBanner() {
  const [overrides, setOverrides] = useState<RemoteOverride[]>([]);
  useEffect(() => setOverrides(currentOverrides()), []);
  if (overrides.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBars overrides={overrides} />
    </Suspense>
  );
}
