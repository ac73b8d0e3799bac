import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectLanguage,
  isLanguage,
  languageFromUrl,
  supportedLanguages,
  type Language,
} from './detectLanguage';
import { languageFromCookie, readStoredLanguage, storeLanguage } from './languageStorage';
import { readPageStrings } from './pageStrings';
import en from './locales/en.json';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The page's language: the visitor's own choice, kept; else a link's (`?lang=de`), which opens a
 * first visit in it without becoming a choice (issue 67: a shared link does not take over the
 * recipient's language); else the browser's. The server rendered the page by the same order.
 */
function pageLanguage(): Language {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) return stored;
  const linked = typeof window === 'undefined' ? null : languageFromUrl(window.location.search);
  return linked ?? detectLanguage(null, browserLanguages());
}

/** The one i18next instance of the page; shared-i18n is a federated singleton, so is this. */
export const i18n = i18next.createInstance().use(initReactI18next);

void i18n.init({
  lng: pageLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false, nsMode: 'fallback', bindI18n: 'languageChanged', bindI18nStore: '' },
});

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
followDocumentLanguage(i18n.language);
i18n.on('languageChanged', followDocumentLanguage);

type Resources = Record<string, unknown>;
/** A namespace's strings in one language: at hand, or loaded when that language is first used. */
export type NamespaceSource = Resources | (() => Promise<Resources | { default: Resources }>);
export type NamespaceResources = Record<Language, NamespaceSource>;

/** Namespaces whose strings in a language are still to be loaded, by language. */
const toLoad = new Map<Language, Map<string, () => Promise<Resources | { default: Resources }>>>();

/** The loads under way, by language (a later call waits for them too). */
const loading = new Map<Language, Promise<void>>();

/**
 * Loads the strings every registered namespace has for `language` (English ships with the code,
 * other languages load on first use). Resolves at once when there is nothing left to load.
 */
export function loadLanguage(language: Language): Promise<void> {
  const pending = toLoad.get(language);
  const earlier = loading.get(language) ?? Promise.resolve();
  if (!pending?.size) return earlier;
  const entries = [...pending];
  pending.clear();
  const loads = entries.map(async ([namespace, load]) => {
    try {
      const loaded = await load();
      const resources = 'default' in loaded ? (loaded.default as Resources) : loaded;
      i18n.addResourceBundle(language, namespace, resources, true, true);
    } catch (error) {
      pending.set(namespace, load);
      throw error;
    }
  });
  const done = Promise.all([earlier, ...loads]).then(() => undefined);
  loading.set(
    language,
    done.catch(() => undefined),
  );
  return done;
}

/** The strings a server-rendered page carries (its language's, for the namespaces it used). */
const carried = readPageStrings();

/** Each remote ships its own namespace and registers it when it loads. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of supportedLanguages) {
    const source =
      (carried?.language === language && carried.namespaces[namespace]) || resources[language];
    if (typeof source === 'function') {
      const pending = toLoad.get(language) ?? new Map();
      pending.set(namespace, source);
      toLoad.set(language, pending);
      // Registered while the page is in that language (a remote loaded later): show it in it.
      if (i18n.language === language) {
        loadLanguage(language).then(
          () => i18n.changeLanguage(language),
          (error: unknown) => console.error(`The ${language} strings could not be loaded`, error),
        );
      }
    } else {
      i18n.addResourceBundle(language, namespace, source, true, true);
    }
  }
}

registerNamespace('common', {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});

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
 * `cookieSaved` is whether the request carried the cookie, as the server tells it (undefined: not
 * known). Where storage already holds the page's language, or neither holds one, nothing is to be
 * made to agree, and the cookie is not read: a page's first `document.cookie` read waits on the
 * browser.
 */
export function adoptServerLanguage(language: Language, cookieSaved?: boolean): () => void {
  void i18n.changeLanguage(language);
  return () => {
    const stored = readStoredLanguage();
    if (stored === language || (!isLanguage(stored) && cookieSaved === false)) return;
    const cookie = languageFromCookie(document.cookie);
    if (cookie) {
      if (stored !== cookie) storeLanguage(cookie);
    } else if (isLanguage(stored)) {
      void changeLanguage(stored);
    }
  };
}

/**
 * The learner's choice: saved at once, applied once its strings are there. A namespace registered
 * while they load (a part's code arriving) is still queued for a language the page is not in yet,
 * so its strings are loaded before the switch too; once the page is in it, a namespace registered
 * later loads its own (`registerNamespace`).
 */
export async function changeLanguage(language: Language): Promise<unknown> {
  storeLanguage(language);
  do await loadLanguage(language);
  while (toLoad.get(language)?.size);
  return i18n.changeLanguage(language);
}

/**
 * The strings of every namespace registered so far, in the languages this side renders: the
 * page's in the browser, every language on the server (each request renders in its own). A part
 * whose code just loaded (a remote, a shell page) waits for them, so it renders in the page's
 * language at once, not in English first (and hydrates without a mismatch).
 */
export function stringsReady(): Promise<void> {
  if (typeof window === 'undefined') {
    return Promise.all(supportedLanguages.map(loadLanguage)).then(() => undefined);
  }
  return loadLanguage(isLanguage(i18n.language) ? i18n.language : 'en');
}

/**
 * The page's language, with its strings: for the first render of a page (hydrated or not). A page
 * that rendered before they arrived (a standalone remote) re-renders in it once they are there.
 */
export async function pageLanguageReady(): Promise<void> {
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  await loadLanguage(language);
  if (language !== 'en') await i18n.changeLanguage(language);
}
