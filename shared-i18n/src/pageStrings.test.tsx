import { renderToString } from 'react-dom/server';
import { I18nProvider } from './I18nProvider';
import { useTranslation } from './useTranslation';
import { i18nForLanguage, registerNamespace } from './i18n';
import { pageStringsElementId, pageStringsOf } from './server';
import type * as SharedI18n from './i18n';

registerNamespace('songs', {
  en: { title: 'Songs' },
  de: { title: 'Lieder' },
  es: { title: 'Canciones' },
});
registerNamespace('unused', {
  en: { title: 'Unused' },
  de: { title: 'Ungenutzt' },
  es: { title: 'Sin usar' },
});

function SongsTitle() {
  const { t } = useTranslation('songs');
  return <h1>{t('title')}</h1>;
}

function serverRender(language: 'en' | 'de') {
  const instance = i18nForLanguage(language);
  const html = renderToString(
    <I18nProvider instance={instance}>
      <SongsTitle />
    </I18nProvider>,
  );
  return { html, strings: pageStringsOf(instance, language) };
}

describe('the strings a server-rendered page carries', () => {
  it('are the namespaces its render used, whole, in its language', () => {
    const { html, strings } = serverRender('de');
    expect(html).toContain('Lieder');
    expect(strings).toEqual({ language: 'de', namespaces: { songs: { title: 'Lieder' } } });
  });

  it('are nothing in English, which ships with the code', () => {
    expect(serverRender('en').strings).toBeNull();
  });

  it("are one request's: a second render does not carry the first one's namespaces", () => {
    serverRender('de');
    const instance = i18nForLanguage('de');
    renderToString(<I18nProvider instance={instance}>{null}</I18nProvider>);
    expect(pageStringsOf(instance, 'de')).toBeNull();
  });
});

describe('a page that carries its strings', () => {
  afterEach(() => document.getElementById(pageStringsElementId)?.remove());

  /** The page's shared-i18n as it starts in a browser whose page carries `blockText`. */
  function startWith(blockText: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = pageStringsElementId;
    block.textContent = blockText;
    document.head.append(block);
    let started: typeof SharedI18n | undefined;
    jest.isolateModules(() => {
      started = jest.requireActual<typeof SharedI18n>('./i18n');
    });
    if (!started) throw new Error('shared-i18n did not start');
    return started;
  }

  it('registers their namespaces without loading them', async () => {
    const { i18n, registerNamespace, loadLanguage } = startWith(
      JSON.stringify({ language: 'de', namespaces: { songs: { title: 'Lieder' } } }),
    );
    const load = jest.fn(async () => ({ title: 'geladen' }));
    registerNamespace('songs', { en: { title: 'Songs' }, de: load, es: { title: 'Canciones' } });
    await loadLanguage('de');
    expect(load).not.toHaveBeenCalled();
    expect(i18n.getFixedT('de', 'songs')('title')).toBe('Lieder');
  });

  it('loads what it does not carry, and ignores a block that is not ours', async () => {
    for (const blockText of ['not json', '{"language":"fr","namespaces":{}}', '[1]']) {
      const { i18n, registerNamespace, loadLanguage } = startWith(blockText);
      registerNamespace('songs', {
        en: { title: 'Songs' },
        de: async () => ({ title: 'Lieder' }),
        es: async () => ({ title: 'Canciones' }),
      });
      await loadLanguage('de');
      expect(i18n.getFixedT('de', 'songs')('title')).toBe('Lieder');
      document.getElementById(pageStringsElementId)?.remove();
    }
  });
});
