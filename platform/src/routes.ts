import { routePathPattern, type RouteDescription } from './pages';

/** What a remote's `routes` said: the routes that hold, and why any did not (null when all did). */
export interface RouteReading {
  routes: RouteDescription[];
  refused: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An exposed module's name (`SearchPage` for `./SearchPage`). */
const modulePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

function route(raw: unknown): RouteDescription | null {
  if (
    !isObject(raw) ||
    typeof raw.key !== 'string' ||
    typeof raw.path !== 'string' ||
    !routePathPattern.test(raw.path) ||
    typeof raw.module !== 'string' ||
    !modulePattern.test(raw.module)
  ) {
    return null;
  }
  return {
    key: raw.key,
    path: raw.path,
    module: raw.module,
    ...(raw.private === true ? { private: true as const } : {}),
  };
}

/**
 * A remote's routes, read by one rule set wherever a map entry is read (the registry refuses a
 * release whose routes do not hold; the browser and the server render keep the ones that do): each
 * a key, a path of fixed segments and `:params`, and an exposed module's name.
 */
export function readRoutes(value: unknown): RouteReading {
  if (!Array.isArray(value)) {
    return { routes: [], refused: value === undefined ? null : 'routes must be a list.' };
  }
  const routes = value.map(route).filter((held): held is RouteDescription => held !== null);
  const refused =
    routes.length === value.length
      ? null
      : 'Each route needs a key, a path of fixed segments and :params (/hello/:name) and a module.';
  return { routes, refused };
}
