import type { i18n as I18n } from 'i18next';
import { isLanguage, type Language } from './detectLanguage';

/**
 * A page the server rendered in German carries the German strings its render used, so the browser
 * hydrates without first fetching them (one round trip fewer before a German page responds).
 * English ships with the code and is never carried.
 */
export const pageStringsElementId = 'btb-strings';

type Bundle = Record<string, unknown>;

export interface PageStrings {
  language: Language;
  /** Each namespace the render used, whole, in `language`. */
  namespaces: Record<string, Bundle>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * On the server, once the page's shell has rendered: the namespaces its components asked for
 * (react-i18next reports them on the request's instance), in the request's language; null in
 * English or when none were used.
 */
export function pageStringsOf(instance: I18n, language: Language): PageStrings | null {
  if (language === 'en') return null;
  const namespaces: Record<string, Bundle> = {};
  for (const namespace of instance.reportNamespaces?.getUsedNamespaces() ?? []) {
    const bundle: unknown = instance.getResourceBundle(language, namespace);
    if (isRecord(bundle)) namespaces[namespace] = bundle;
  }
  return Object.keys(namespaces).length ? { language, namespaces } : null;
}

/** In the browser, once: what the page carries, or null (none, or a block that is not ours). */
export function readPageStrings(): PageStrings | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(pageStringsElementId)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isLanguage(value.language) || !isRecord(value.namespaces)) return null;
  const namespaces = Object.fromEntries(
    Object.entries(value.namespaces).filter((entry): entry is [string, Bundle] =>
      isRecord(entry[1]),
    ),
  );
  return { language: value.language, namespaces };
}
