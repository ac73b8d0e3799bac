import { createHash } from 'node:crypto';
import type { RemoteMap } from '@btb/platform';

/** Longer URLs are rendered for their visitor alone: a key is not a place to store a long query. */
const longestKeptUrl = 512;

/** The releases a page is rendered from: each remote's entry names its release. */
export const mapVersionOf = (map: RemoteMap): string =>
  Object.entries(map)
    .map(([remote, entry]) => `${remote}=${entry.entry}`)
    .sort()
    .join(',');

/**
 * Everything a kept page's HTML depends on: the URL, the variant the shell reads from the request
 * (language, cookies), the releases it is rendered from, and the shell page around it. Null when
 * the page must not be kept.
 */
export function pageKeyOf(parts: {
  url: string;
  variant: string | null;
  map: RemoteMap;
  template: string;
}): string | null {
  if (parts.variant === null || parts.url.length > longestKeptUrl) return null;
  return [
    parts.url,
    parts.variant,
    mapVersionOf(parts.map),
    templateVersionOf(parts.template),
  ].join('\n');
}

/** The last template seen and its hash: it changes only with a rebuild, not per request. */
let lastTemplate = { text: '', hash: '' };

function templateVersionOf(template: string): string {
  if (template !== lastTemplate.text)
    lastTemplate = {
      text: template,
      hash: createHash('sha1').update(template).digest('base64url'),
    };
  return lastTemplate.hash;
}
