import { immutableCacheControl } from '@btb/registry/serveReleases';

/** A hashed chunk, its source map, or the build's precompressed copy of either (the nginx config uses the same pattern). */
export const contentHashed = /\.[0-9a-f]{8}\.js(\.map)?(\.br|\.gz)?$/;

export const revalidateCacheControl = 'no-cache';

/**
 * Hashed chunks never change, so browsers keep them for a year; everything that names them
 * (manifest, remote entry, HTML) is revalidated on every load, which is what makes a redeployed
 * remote live on the next page load.
 */
export function cacheControlFor(filePath: string): string {
  return contentHashed.test(filePath) ? immutableCacheControl : revalidateCacheControl;
}
