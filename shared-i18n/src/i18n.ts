import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, isLanguage, supportedLanguages, type Language } from './detectLanguage';
import { languageFromCookie, readStoredLanguage, storeLanguage } from './languageStorage';
import en from './locales/en.json';
import de from './locales/de.json';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The one i18next instance of the page; shared-i18n is a federated singleton, so is this. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: detectLanguage(readStoredLanguage(), browserLanguages()),
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: en }, de: { common: de } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
followDocumentLanguage(i18n.language);
i18n.on('languageChanged', followDocumentLanguage);

/**
 * An instance for one server render in the request's language. It shares the resources (every
 * namespace a remote registered) with the page's instance and changes nothing global.
 */
export function i18nForLanguage(language: Language): typeof i18n {
  return i18n.cloneInstance({ lng: language, initAsync: false });
}

/**
 * A server-rendered page hydrates in the language the server chose (the saved cookie, else the
 * browser's languages). Returns what to run right after hydration: the cookie wins over storage and
 * is mirrored to it; a choice saved only in storage (before the cookie existed) applies then.
 */
export function adoptServerLanguage(language: Language): () => void {
  void i18n.changeLanguage(language);
  return () => {
    const cookie = languageFromCookie(document.cookie);
    const stored = readStoredLanguage();
    if (cookie) {
      if (stored !== cookie) storeLanguage(cookie);
    } else if (isLanguage(stored)) {
      void changeLanguage(stored);
    }
  };
}

export function changeLanguage(language: Language): Promise<unknown> {
  storeLanguage(language);
  return i18n.changeLanguage(language);
}

export type NamespaceResources = Record<Language, Record<string, unknown>>;

/** Each remote ships its own namespace and registers it when it loads. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of supportedLanguages) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}
