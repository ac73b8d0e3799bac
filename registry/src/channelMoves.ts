import { RegistryError, type Channel } from './types';

/** How many earlier stable releases rollback can go back through. */
const historyLength = 10;

/** A channel's pointers: what a write changes. */
type Pointers = Pick<Channel, 'stable' | 'canary' | 'canaryShare' | 'stableHistory'>;

const withPrevious = (current: Pointers, replaced: string | null) =>
  replaced ? [...current.stableHistory, replaced].slice(-historyLength) : current.stableHistory;

/** `stable` at `id` (everyone), or `canary` at `id` for `share` percent of browsers. */
export function promoted(
  current: Pointers,
  channel: 'stable' | 'canary',
  id: string,
  share: number,
): Pointers {
  if (channel === 'canary') return { ...current, canary: id, canaryShare: share };
  return {
    stable: id,
    stableHistory: withPrevious(current, current.stable !== id ? current.stable : null),
    canary: current.canary === id ? null : current.canary,
    canaryShare: current.canary === id ? 0 : current.canaryShare,
  };
}

/** Stable goes back to the release it had before the last stable promotion. */
export function rolledBack(current: Pointers, remote: string): Pointers {
  const previous = current.stableHistory.at(-1);
  if (!previous) {
    throw new RegistryError(409, `${remote} has no earlier stable release to go back to.`);
  }
  return { ...current, stable: previous, stableHistory: current.stableHistory.slice(0, -1) };
}

/**
 * Off the site: no stable or canary release any more, so the map (and with it the remote's routes
 * and nav link) drops it on the next request. The last stable stays in the history: rollback
 * brings it back.
 */
export function retired(current: Pointers, remote: string): Pointers {
  if (!current.stable && !current.canary) {
    throw new RegistryError(409, `${remote} is not on the site.`);
  }
  return {
    stable: null,
    canary: null,
    canaryShare: 0,
    stableHistory: withPrevious(current, current.stable),
  };
}
