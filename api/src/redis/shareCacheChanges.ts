import { randomUUID } from 'node:crypto';
import type { CacheChange, ResponseCache } from '../cache/responseCache';
import type { ApiRedis } from './openRedis';

const counters = new Set(['views', 'plays', 'likes']);

/** A message from the channel as a change, or null when it is not one this API sends. */
export function parseCacheMessage(text: string): { from: string; change: CacheChange } | null {
  try {
    const message = JSON.parse(text) as { from?: unknown; change?: Record<string, unknown> };
    const change = message.change;
    if (typeof message.from !== 'string' || !change) return null;
    if (change.kind === 'clear') return { from: message.from, change: { kind: 'clear' } };
    const { songId, counter, value } = change;
    if (
      change.kind === 'count' &&
      Number.isSafeInteger(songId) &&
      Number.isSafeInteger(value) &&
      typeof counter === 'string' &&
      counters.has(counter)
    )
      return { from: message.from, change: change as CacheChange };
    return null;
  } catch {
    return null;
  }
}

/**
 * Every change of this process's response cache is published on `<prefix>cache-changes`, and every
 * other process's change is applied here, so a like counted through one process shows through all
 * of them at once (not after the cache's TTL).
 */
export async function shareCacheChanges(
  cache: ResponseCache,
  redis: ApiRedis,
): Promise<() => void> {
  const channel = `${redis.prefix}cache-changes`;
  const self = randomUUID();
  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseCacheMessage(text);
    if (message && message.from !== self) cache.apply(message.change);
  });
  await redis.subscriber.subscribe(channel);
  // Changes published while Redis was away were lost: once it is back, this process forgets what
  // it cached rather than serve a like count another process changed meanwhile.
  redis.state.onChange((change) => {
    if (change.available) cache.apply({ kind: 'clear' });
  });
  return cache.onChange((change) => {
    // A lost message costs at most the cache's TTL of staleness; never fail the request for it.
    redis.commands.publish(channel, JSON.stringify({ from: self, change })).catch(() => undefined);
  });
}
