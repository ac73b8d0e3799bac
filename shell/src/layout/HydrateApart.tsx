import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own, after the frame: React hydrates the
 * frame (nav, banner) first and each such part in small slices afterwards, yielding to the browser
 * in between, so hydration makes no long task; a click on a part not hydrated yet hydrates it at
 * once and is replayed. Nothing suspends here when the page renders in the browser.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
