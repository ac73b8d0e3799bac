import { Suspense } from 'react';
import type { RemoteModuleRef } from '@btb/platform';
import { staticPages } from './staticPages';

/**
 * Stands in for the shell's `federation/RemoteRoute` in the monolith build (swapped in by the
 * webpack config), so the shell's routes, layout and dialogs are reused unchanged.
 */
export function RemoteRoute({ page }: { page: RemoteModuleRef }) {
  const Page = staticPages[`${page.remote}/${page.module}`];
  if (!Page) return null;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
