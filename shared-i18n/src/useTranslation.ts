import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

type I18nInstance = typeof i18n;

/**
 * The instance components translate with: the page's one instance, or the one the server renderer
 * made for the request (`I18nProvider`'s `instance`).
 */
export const I18nInstanceContext = createContext<I18nInstance>(i18n);

/**
 * Counts an instance's language changes. A switch to the language already shown (strings of a
 * remote loaded later, `registerNamespace`) must re-render too, so the language alone is no snapshot.
 */
const changes = new WeakMap<I18nInstance, { count: number }>();
function changesOf(instance: I18nInstance): { count: number } {
  let counter = changes.get(instance);
  if (!counter) {
    const created = { count: 0 };
    instance.on('languageChanged', () => {
      created.count += 1;
    });
    changes.set(instance, created);
    counter = created;
  }
  return counter;
}

/**
 * `t` for a namespace, re-rendering when the language changes. What we used of react-i18next's hook
 * (its Suspense, `Trans` and store bindings are not needed: every namespace is registered before
 * its components render, and a language's strings are loaded before it is switched to), in a
 * fraction of its bytes on the first load.
 */
export function useTranslation(namespace?: string | readonly string[]): {
  t: TFunction;
  i18n: I18nInstance;
} {
  const instance = useContext(I18nInstanceContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const counter = changesOf(instance);
  const readChanges = () => counter.count;
  const change = useSyncExternalStore(subscribe, readChanges, readChanges);
  const namespaces = typeof namespace === 'string' ? namespace : namespace?.join('\u0000');
  const t = useMemo(
    () => instance.getFixedT(instance.language, namespaces?.split('\u0000')) as TFunction,
    // `change`: a new `t` after every language change, as react-i18next gave.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [instance, change, namespaces],
  );
  return { t, i18n: instance };
}
