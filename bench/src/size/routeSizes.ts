import type { Browser } from 'playwright-core';
import { remoteSamplePages } from '@btb/platform';
import { siteOrigin } from '../config';
import { createScriptClassifier, type ScriptKind } from './manifestIndex';
import { measureRouteScripts, type LoadedScript } from './measureRouteScripts';

/** Every remote page of the platform (platform.json), parameters filled with seeded values. */
export const benchRoutes = remoteSamplePages();

export interface ClassifiedScript extends LoadedScript {
  kind: ScriptKind | 'other';
  origin: string;
  sharedNames: string[];
}

export interface RouteSize {
  path: string;
  remote: string;
  headingVisible: boolean;
  gzip: { shell: number; shared: number; remote: number; otherRemotes: number; total: number };
  scripts: ClassifiedScript[];
}

/** First-visit JS of each route, split into shell, shared libraries and the route's remote. */
export async function measureRouteSizes(browser: Browser): Promise<RouteSize[]> {
  const classify = createScriptClassifier();
  const sizes: RouteSize[] = [];
  for (const route of benchRoutes) {
    const { scripts, headingVisible } = await measureRouteScripts(
      browser,
      siteOrigin + route.path,
      {
        withWorker: true,
      },
    );
    const classified: ClassifiedScript[] = scripts.map((script) => {
      const c = classify(script.url);
      return c ? { ...script, ...c } : { ...script, kind: 'other', origin: '?', sharedNames: [] };
    });
    const sum = (pick: (s: ClassifiedScript) => boolean) =>
      classified.filter(pick).reduce((n, s) => n + s.gzipBytes, 0);
    sizes.push({
      path: route.path,
      remote: route.remote,
      headingVisible,
      gzip: {
        shell: sum((s) => s.kind === 'shell'),
        shared: sum((s) => s.kind === 'shared'),
        remote: sum((s) => s.kind === 'remote' && s.origin === route.remote),
        otherRemotes: sum(
          (s) => (s.kind === 'remote' && s.origin !== route.remote) || s.kind === 'other',
        ),
        total: sum(() => true),
      },
      scripts: classified,
    });
  }
  return sizes;
}
