import type { Browser } from 'playwright-core';
import { siteOrigin } from '../config';
import { measureRouteScripts } from '../size/measureRouteScripts';
import { benchRoutes } from '../size/routeSizes';
import { serveMonolith } from './serveMonolith';

export interface MonolithRouteSize {
  path: string;
  gzip: number;
  headingVisible: boolean;
}

/** First-visit JS of each route when the same pages are one non-federated bundle. */
export async function measureMonolithSizes(browser: Browser): Promise<MonolithRouteSize[]> {
  const sizes: MonolithRouteSize[] = [];
  for (const route of benchRoutes) {
    const { scripts, headingVisible } = await measureRouteScripts(
      browser,
      siteOrigin + route.path,
      { prepare: serveMonolith },
    );
    sizes.push({
      path: route.path,
      gzip: scripts.reduce((n, s) => n + s.gzipBytes, 0),
      headingVisible,
    });
  }
  return sizes;
}
