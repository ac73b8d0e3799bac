import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { i18n, registerNamespace, useTranslation } from '@btb/shared-i18n';
import { shellPage } from './shellPage';

/** Every title the page rendered with, in order. */
const shown: string[] = [];

function LatePage() {
  const { t } = useTranslation('latePage');
  shown.push(t('title'));
  return <h1>{t('title')}</h1>;
}

describe('shellPage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a page with a namespace of its own in the page language at once', async () => {
    let resolveGerman: (strings: Record<string, string>) => void = () => {};
    const load = jest.fn(async () => {
      // As the privacy page's module does: English at hand, German loaded on first use.
      registerNamespace('latePage', {
        en: { title: 'Your data' },
        de: () => new Promise((resolve) => (resolveGerman = resolve)),
        es: { title: 'Tus datos' },
      });
      return LatePage;
    });
    await i18n.changeLanguage('de');

    renderWithProviders(shellPage(load));
    await waitFor(() => expect(load).toHaveBeenCalled());
    // The page's code is there: React would render it now, were it not waiting for the strings.
    await act(async () => {
      await load.mock.results[0]?.value;
    });
    expect(screen.queryByRole('heading')).toBeNull();

    resolveGerman({ title: 'Deine Daten' });

    expect(await screen.findByRole('heading', { name: 'Deine Daten' })).toBeVisible();
    expect(shown).not.toContain('Your data');
  });
});
