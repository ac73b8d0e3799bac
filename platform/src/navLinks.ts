import { routePathPattern, type NavDescription } from './pages';

/** What a remote's `nav` said: the links that hold, and why any did not (null when all did). */
export interface NavReading {
  links: NavDescription[];
  refused: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function navLink(raw: unknown): NavDescription | null {
  if (
    !isObject(raw) ||
    typeof raw.path !== 'string' ||
    !routePathPattern.test(raw.path) ||
    !isObject(raw.label) ||
    typeof raw.label.en !== 'string' ||
    typeof raw.label.de !== 'string'
  ) {
    return null;
  }
  return {
    path: raw.path,
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 100,
    label: {
      en: raw.label.en,
      de: raw.label.de,
      ...(typeof raw.label.es === 'string' ? { es: raw.label.es } : {}),
    },
    ...(typeof raw.badge === 'string' ? { badge: raw.badge } : {}),
  };
}

/**
 * A remote's nav links, read by one rule set wherever a map entry is read (the registry refuses a
 * release whose links do not hold; the browser keeps the ones that do): a list of links, or one
 * link as releases registered before lists were; each a path of fixed segments and `:params` and a
 * label in en and de, `order` 100 unless given, `badge` optional.
 */
export function readNavLinks(value: unknown): NavReading {
  if (value === undefined || value === null) return { links: [], refused: null };
  const raws = Array.isArray(value) ? value : [value];
  const links = raws.map(navLink).filter((link): link is NavDescription => link !== null);
  const refused =
    links.length === raws.length ? null : 'Each nav link needs a path and a label in en and de.';
  return { links, refused };
}
