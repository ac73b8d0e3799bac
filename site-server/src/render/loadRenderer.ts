import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRenderer } from '@btb/platform/renderContract';

/**
 * The shell's server build (`shell/dist/server/render.js`): a federation host for Node that loads
 * each remote's server entry at run time, through the same remote map as the browser. Null when
 * the shell was built without it: the site then serves the client-rendered page.
 */
export function loadRenderer(shellDist: string): ServerRenderer | null {
  const file = path.join(shellDist, 'server', 'render.js');
  if (!existsSync(file)) return null;
  const required = createRequire(__filename)(file) as Partial<ServerRenderer>;
  const { renderPage, warmUp, pageVariantOf } = required;
  if (typeof renderPage !== 'function' || typeof warmUp !== 'function') return null;
  // A build from before pages were kept has no variants: its pages are rendered every time.
  return typeof pageVariantOf === 'function'
    ? { renderPage, warmUp, pageVariantOf }
    : { renderPage, warmUp };
}
