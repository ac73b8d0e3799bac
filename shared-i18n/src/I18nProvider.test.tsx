import { lazy, Suspense } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTranslation } from './useTranslation';
import { changeLanguage, i18nForLanguage, registerNamespace } from './i18n';
import { I18nProvider, useLanguage } from './I18nProvider';

registerNamespace('hydrating', {
  en: { search: 'Search' },
  de: { search: 'Suche' },
  es: { search: 'Buscar' },
});

function SearchField() {
  const { t } = useTranslation('hydrating');
  const { language } = useLanguage();
  return <input type="search" aria-label={t('search')} lang={language} />;
}

function Page({ main }: { main: React.ComponentType }) {
  const Main = main;
  return (
    <>
      <header>{useLanguage().language}</header>
      <Suspense fallback={<p>Loading</p>}>
        <main>
          <Main />
        </main>
      </Suspense>
    </>
  );
}

describe('a language change while the page still hydrates', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    await act(() => changeLanguage('en'));
    document.body.replaceChildren();
  });

  it('keeps the server-rendered part that waits for its code, and shows it in the new language once it has hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <I18nProvider instance={i18nForLanguage('en')}>
        <Page main={SearchField} />
      </I18nProvider>,
    );
    const serverField = container.querySelector('input');
    expect(serverField).toHaveAccessibleName('Search');
    // The part's code is still on its way (a remote's chunk).
    let loaded: (module: { default: React.ComponentType }) => void = () => {};
    const LazyField = lazy(
      () => new Promise<{ default: React.ComponentType }>((resolve) => (loaded = resolve)),
    );
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nProvider>
          <Page main={LazyField} />
        </I18nProvider>,
        { onRecoverableError: recoverable },
      );
    });

    // The learner picks German (a replayed early choice) before that part has hydrated.
    await act(() => changeLanguage('de'));
    await act(async () => loaded({ default: SearchField }));

    // The learner's element is the server's, not one rendered anew (which loses what was typed).
    expect(container.querySelector('input')).toBe(serverField);
    expect(serverField).toHaveAccessibleName('Suche');
    expect(container.querySelector('header')).toHaveTextContent('de');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
