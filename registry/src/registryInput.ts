import { readNavLinks, readRoutes, remoteByName } from '@btb/platform';
import { RegistryError, type ReleasePages } from './types';

// What the registry reads from a request's body: each value checked, a clear 400 otherwise.

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function optionalRevision(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RegistryError(400, 'ifRevision must be a whole number.');
  }
  return value;
}

export function pagesFrom(value: unknown, remote: string): ReleasePages {
  const described = remoteByName(remote);
  if (value === undefined) {
    if (!described) {
      throw new RegistryError(400, `${remote} is not in the platform description: send its pages.`);
    }
    return { routes: described.routes, ...(described.nav ? { nav: described.nav } : {}) };
  }
  if (!isObject(value) || !Array.isArray(value.routes)) {
    throw new RegistryError(
      400,
      'pages must be { routes: [{ key, path, module }], nav?: [{ path, label, order?, badge? }] }.',
    );
  }
  const { routes, refused: badRoute } = readRoutes(value.routes);
  if (badRoute) throw new RegistryError(400, badRoute);
  const { links: nav, refused } = readNavLinks(value.nav);
  if (refused) throw new RegistryError(400, refused);
  return { routes, ...(nav.length > 0 ? { nav } : {}) };
}

export function isoTime(value: unknown, field: string): string {
  if (value === undefined) return new Date().toISOString();
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw new RegistryError(400, `${field} must be an ISO date.`);
  }
  return new Date(value).toISOString();
}
