import { expect, test, type Request, type Response } from '@playwright/test';
import { readShareScope } from '../support/federation';
import { remoteOrigins, siteRoutes } from '../support/routes';

// react-router, Redux Toolkit and i18next are shared through the workspace package that wraps each
// (tooling/federationShared.cjs); the markers below prove no second copy rides along elsewhere.
const singletons = [
  'react',
  'react-dom',
  'react-redux',
  'styled-components',
  '@btb/shared-router',
  '@btb/shared-i18n',
  '@btb/shared-ui',
  '@btb/shared-store',
  '@btb/shared-player',
  '@btb/shared-review',
];

/** Strings that appear once in each library's production build, to find copies in the network log. */
const libraryMarkers: Record<string, string> = {
  'react-dom': '__reactContainer$',
  'styled-components': 'data-styled-version',
  i18next: 'i18next/PATH_KEY',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  '@reduxjs/toolkit': 'RTKQ/skipToken',
  immer: '[Immer] minified error',
};

test('every route loads each shared library exactly once', async ({ page }) => {
  // Each script is counted for the route whose page asked for it: a chunk the page before asked for
  // late (an idle prefetch, say) still answers into that route's list, not into this one's.
  let scripts: Response[] = [];
  const requestedFor = new Map<Request, Response[]>();
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    requestedFor.set(request, scripts);
    pending.add(request);
  });
  page.on('response', (response) => {
    requestedFor.get(response.request())?.push(response);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));

  for (const route of siteRoutes) {
    scripts = [];
    await page.goto(route.path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // The server's h1 is there before hydration: wait for every script this route asks for. On a
    // busy machine the network can be quiet while the page still hydrates (in slices): wait until
    // the main thread is idle (its effects have asked for what they load), then for those scripts.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
    await expect.poll(() => pending.size).toBe(0);

    const scope = await readShareScope(page);
    for (const name of singletons) {
      const entry = scope.find((item) => item.name === name);
      expect(entry, `${name} is registered in the share scope on ${route.path}`).toBeDefined();
      expect(entry?.loadedVersions, `${name} loaded versions on ${route.path}`).toBeLessThanOrEqual(
        1,
      );
    }
    // react-dom also answers to its subpath key: still a single copy.
    const reactDomCopies = scope.filter((item) => item.name.startsWith('react-dom'));
    expect(reactDomCopies.every((item) => item.loadedVersions <= 1)).toBe(true);

    const bodies = await Promise.all(scripts.map((response) => response.text().catch(() => '')));
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      const copies = bodies.filter((body) => body.includes(marker)).length;
      expect(copies, `${library} downloaded on ${route.path}`).toBeLessThanOrEqual(1);
    }
    const urls = scripts.map((response) => response.url());
    expect(new Set(urls).size, `no script fetched twice on ${route.path}`).toBe(urls.length);
    // Only the page's own remote sends code: starting the sharing fetches no other remote entry.
    const remoteOriginList: string[] = Object.values(remoteOrigins);
    const remotesWithCode = new Set(
      urls.map((url) => new URL(url).origin).filter((origin) => remoteOriginList.includes(origin)),
    );
    expect(remotesWithCode.size, `remotes sending code on ${route.path}`).toBeLessThanOrEqual(1);
  }
});
