import type { RemoteManifest } from '../federation/serverFederation';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` for the page's remote entry and the chunks its page needs at once, read
 * from the remote's manifest, so the browser fetches them in parallel with the shell's code instead
 * of one after another (HTML → shell → runtime → manifest → entry → page). No `crossorigin`: the
 * runtime and webpack load them as plain scripts, and the two requests must match to be one.
 */
export function preloadHints(
  module: string,
  manifestUrl: string,
  manifest: RemoteManifest,
): string {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(manifest.exposes?.find((expose) => expose.name === module)?.assets?.js?.sync ?? []),
  ];
  return files
    .map((file) => new URL(file, base).href)
    .map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`)
    .join('');
}
