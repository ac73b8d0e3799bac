import type { i18n as I18n } from 'i18next';
import { isRecord } from '@btb/shared-contract';
import type { Language } from './detectLanguage';
import type { Bundle, PageStrings } from './pageStrings';

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
