import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const mediaQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const snapshot = () => mediaQuery()?.matches ?? false;

/** Whether the visitor asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
