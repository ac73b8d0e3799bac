import { useSyncExternalStore } from 'react';

/**
 * Counts shown on the shell's nav links (issue 18, point 6). A remote's registry entry may name a
 * badge in its nav link (`"nav": { …, "badge": "review.due" }`); whatever package knows that count
 * (a shared singleton loaded by the shell, or the remote once it runs) publishes it here under the
 * same id, and the link shows it. Ids are `<package>.<what>`. This package is a federation
 * singleton, so every publisher and the nav share one table per page.
 *
 * The server renders no badge (it knows no count), and the browser hydrates with none
 * (`getServerSnapshot`), then shows the published count: no hydration mismatch.
 */
export type NavBadgeId = string;

const counts = new Map<NavBadgeId, number>();
const listeners = new Set<() => void>();

/** Publishes a badge's count; 0 or null hides it. Not a count (NaN, negative): hidden. */
export function publishNavBadge(id: NavBadgeId, count: number | null): void {
  const valid = count !== null && Number.isFinite(count) && count > 0 ? Math.floor(count) : null;
  if ((counts.get(id) ?? null) === valid) return;
  if (valid === null) counts.delete(id);
  else counts.set(id, valid);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count to show for a nav link's badge (undefined: no badge, or nothing published). */
export function useNavBadge(id: NavBadgeId | undefined): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id ? counts.get(id) : undefined),
    () => undefined,
  );
}
