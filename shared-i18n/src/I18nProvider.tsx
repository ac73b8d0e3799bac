import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { changeLanguage, i18n, i18nForLanguage } from './i18n';
import { isLanguage, type Language } from './detectLanguage';
import { I18nextProvider } from 'react-i18next';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

const setLanguage = (language: Language): void => {
  void changeLanguage(language);
};

/**
 * What the page renders with: an instance fixed to the page's language, as the server renders
 * with one per request, made anew on each change of the page's instance (also to the language
 * already shown: a remote's strings that loaded later), in a transition.
 *
 * A part of a server-rendered page hydrates after what is around it (`hydrateApart`). An urgent
 * update that reaches it before it has (what `useSyncExternalStore` or an instance that changes
 * under it make) has React throw that part's HTML away and render it anew, losing what the
 * learner typed or chose there. A transition has React hydrate the part first, with the language
 * the server rendered it in, and then show the new one.
 */
function usePageInstance(given: typeof i18n | undefined): typeof i18n {
  const [instance, setInstance] = useState(() => given ?? i18nForLanguage(currentLanguage()));
  useEffect(() => {
    if (given) return;
    const follow = () => startTransition(() => setInstance(i18nForLanguage(currentLanguage())));
    // A change between the first render and now.
    if (instance.language !== currentLanguage()) follow();
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
    // The first render's instance is the one to compare (later ones come from `follow`); a given
    // instance (the server's) is not swapped.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return given ?? instance;
}

/**
 * `instance`: the server renderer passes one per request (`i18nForLanguage`); the page follows
 * the page's instance (`usePageInstance`).
 */
export function I18nProvider({
  children,
  instance: given,
}: {
  children: ReactNode;
  instance?: typeof i18n;
}) {
  const instance = usePageInstance(given);
  const language = isLanguage(instance.language) ? instance.language : 'en';
  const value = useMemo(() => ({ language, setLanguage }), [language]);
  return (
    <I18nextProvider i18n={instance}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** The current language and a setter that persists it. Throws outside `<I18nProvider>`. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <I18nProvider>.');
  return value;
}
