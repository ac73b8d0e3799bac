import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { changeLanguage, i18n } from './i18n';
import { isLanguage, type Language } from './detectLanguage';
import { I18nextProvider } from 'react-i18next';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

const setLanguage = (language: Language): void => {
  void changeLanguage(language);
};

/**
 * `instance`: the server renderer passes one per request (`i18nForLanguage`); the page uses the
 * one shared instance.
 */
export function I18nProvider({
  children,
  instance = i18n,
}: {
  children: ReactNode;
  instance?: typeof i18n;
}) {
  const pageLanguage = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const language =
    instance === i18n ? pageLanguage : isLanguage(instance.language) ? instance.language : 'en';
  return (
    <I18nextProvider i18n={instance}>
      <LanguageContext.Provider value={{ language, setLanguage }}>
        {children}
      </LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** The current language and a setter that persists it. Throws outside `<I18nProvider>`. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <I18nProvider>.');
  return value;
}
