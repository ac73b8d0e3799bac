import { act, render, screen } from '@testing-library/react';
import { useTranslation } from './useTranslation';
import { changeLanguage, i18n, i18nForLanguage, registerNamespace } from './i18n';
import { I18nProvider, useLanguage } from './I18nProvider';

registerNamespace('sample', {
  en: { greeting: 'Hello', onlyEnglish: 'Only in English' },
  de: { greeting: 'Hallo' },
  es: { greeting: 'Hola' },
});

function Greeting() {
  const { t } = useTranslation('sample');
  const { language } = useLanguage();
  return (
    <p>
      {language}: {t('greeting')} / {t('onlyEnglish')} / {t('missing.key')}
    </p>
  );
}

describe('the shared i18n instance', () => {
  afterEach(() => act(() => void changeLanguage('en')));

  it('switches every mounted component, persists the choice and sets <html lang>', async () => {
    render(
      <I18nProvider>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText(/en: Hello/)).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(screen.getByText(/de: Hallo/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('language')).toBe('de');
  });

  it('falls back to English for a missing German string, then to the key', async () => {
    await act(() => changeLanguage('de'));
    expect(i18n.t('sample:onlyEnglish')).toBe('Only in English');
    expect(i18n.t('sample:missing.key')).toBe('missing.key');
  });

  it('shows a remote registered later in the page language once its strings have loaded', async () => {
    await act(() => changeLanguage('de'));
    let loaded: (strings: { title: string }) => void = () => {};
    function LateTitle() {
      const { t } = useTranslation('late');
      return <h2>{t('title')}</h2>;
    }
    act(() =>
      registerNamespace('late', {
        en: { title: 'Review' },
        de: () => new Promise((resolve) => (loaded = resolve)),
        es: { title: 'Repasar' },
      }),
    );
    render(<LateTitle />);
    expect(screen.getByRole('heading')).toHaveTextContent('Review');
    await act(async () => loaded({ title: 'Wiederholen' }));
    expect(await screen.findByRole('heading', { name: 'Wiederholen' })).toBeInTheDocument();
  });

  it('shows a part whose code arrives while the page switches language in the new language', async () => {
    let slowLoaded: (strings: { title: string }) => void = () => {};
    registerNamespace('slow', {
      en: { title: 'Quiz' },
      de: () => new Promise((resolve) => (slowLoaded = resolve)),
      es: { title: 'Test' },
    });
    const switching = changeLanguage('de');
    // The part's code registers its strings while the page's German ones still load.
    registerNamespace('arriving', {
      en: { title: 'Confirmation failed' },
      de: () => Promise.resolve({ title: 'Bestätigung fehlgeschlagen' }),
      es: { title: 'Confirmación fallida' },
    });
    slowLoaded({ title: 'Test' });
    await act(() => switching);
    expect(i18n.t('arriving:title')).toBe('Bestätigung fehlgeschlagen');
    expect(i18n.t('slow:title')).toBe('Test');
  });

  it('translates with the instance its provider names (a server render in another language)', () => {
    render(
      <I18nProvider instance={i18nForLanguage('de')}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText(/de: Hallo/)).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('throws a clear error when useLanguage is used outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting />)).toThrow('useLanguage must be used inside <I18nProvider>.');
    spy.mockRestore();
  });
});
