import type { Page } from '@playwright/test';

export interface SharedPackageUse {
  name: string;
  /** How many versions of the package were actually loaded (instantiated) on the page. */
  loadedVersions: number;
  /** Which build provided the loaded copy. */
  from: string[];
}

/** Reads the federation runtime's share scope: which copies of each shared package were loaded. */
export function readShareScope(page: Page): Promise<SharedPackageUse[]> {
  return page.evaluate(() => {
    type Shared = { loaded?: boolean; lib?: unknown; from: string; loading?: unknown };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: {
            shareScopeMap: Record<string, Record<string, Record<string, Shared>>>;
          }[];
        };
      }
    ).__FEDERATION__;
    const scope = federation.__INSTANCES__[0]?.shareScopeMap.default ?? {};
    return Object.entries(scope).map(([name, versions]) => {
      const loaded = Object.values(versions).filter((v) => v.loaded || v.lib);
      return { name, loadedVersions: loaded.length, from: loaded.map((v) => v.from) };
    });
  });
}
