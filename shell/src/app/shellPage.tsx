import { Suspense, type ComponentType } from 'react';
import { lazyWithStrings } from '@btb/shared-i18n';

/**
 * A page of the shell's own, loaded when its route is visited (not with every page). The server
 * waits for it; in the browser its server HTML stays until its code is there, then hydrates. A page
 * with a namespace of its own registers it as its code runs: the page shows once those strings are
 * there in the page's language (on the server, in every language).
 */
export function shellPage(load: () => Promise<ComponentType>) {
  const Page = lazyWithStrings(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
