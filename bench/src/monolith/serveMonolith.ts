import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { siteOrigin } from '../config';
import { monolithDir } from './buildMonolith';

/**
 * Serves the monolith's HTML and scripts in place of the shell's, on the shell's origin, so the
 * API (and everything else) is the running site's: the two builds are compared on equal terms.
 */
export async function serveMonolith(page: Page): Promise<void> {
  await page.route(`${siteOrigin}/**`, async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      const html = readFileSync(path.join(monolithDir, 'index.html'));
      return route.fulfill({ status: 200, contentType: 'text/html', body: html });
    }
    const file = path.join(monolithDir, path.posix.basename(new URL(request.url()).pathname));
    if (file.endsWith('.js') && existsSync(file)) {
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: readFileSync(file),
      });
    }
    return route.continue();
  });
}
