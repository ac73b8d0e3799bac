import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, supportedLanguages, type Language } from './detectLanguage';
import { readStoredLanguage, storeLanguage } from './languageStorage';
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
