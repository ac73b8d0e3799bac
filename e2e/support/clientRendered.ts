import type { Page } from '@playwright/test';
import { shellOrigin } from './ports';

const stateBlock = /<script type="application\/json" id="btb-server-state"[^>]*>[\s\S]*?<\/script>/;
const renderedRoot = /<div id="root">[\s\S]*<\/div>(?=<\/body>)/;
/** The remote's preloads, as the server writes them (inert until the page is painted). */
const preloadHints = /<link (?:rel|data-after-first-paint)="preload"[^>]*>/g;

/**
 * Serves this browser the shell's pages as they are without server rendering (an empty `#root`,
 * no server state, no preload hints), for a test of what the browser does on its own, e.g. when only the browser
 * cannot reach the API: the server still can, so its HTML would already carry the data.
 */
export async function withoutServerRender(page: Page): Promise<void> {
  await page.route(
    (url) => url.origin === shellOrigin && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(stateBlock, '')
        .replace(preloadHints, '')
        .replace(renderedRoot, '<div id="root"></div>');
      await route.fulfill({ response, body: html });
    },
  );
}
