import type { ApiRedis, ResponseCache } from '@btb/api';
import { defaultPageCacheOptions, PageCache } from './pageCache';
import { redisPages } from './sharedPages';

/**
 * The site process's kept pages (null when `PAGE_CACHE_MB=0`): shared through Redis when the API
 * has one, and following every change of the API's cached data, here or in another process (a
 * like, a catalogue change), as it reaches the API's response cache.
 */
export function sitePageCache(options: {
  maxBytes: number;
  responseCache: ResponseCache;
  redis?: ApiRedis;
}): PageCache | null {
  if (options.maxBytes <= 0) return null;
  const pages = new PageCache({
    ...defaultPageCacheOptions,
    maxBytes: options.maxBytes,
    ...(options.redis ? { shared: redisPages(options.redis.commands, options.redis.prefix) } : {}),
  });
  options.responseCache.onApplied((change) => {
    if (change.kind === 'clear') pages.catalogueChanged();
    // Views and plays move on every listen: the counts a kept page shows follow within its
    // fresh window. A like is a learner's own act: they see it on their next page.
    else if (change.counter === 'likes') pages.songChanged(change.songId);
  });
  return pages;
}
