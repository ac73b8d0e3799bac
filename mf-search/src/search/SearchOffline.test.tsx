import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { mockFetch, renderWithProviders } from '@btb/shared-testing';
import { SearchRoutes } from './testing/searchFixtures';

const select = (name: string) => screen.getByRole('combobox', { name });

describe('search with no network', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // No call reaches a server.
    mockFetch([['GET', /^\//, () => Promise.reject(new TypeError('Failed to fetch'))]]);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLanguage('en'));
  });

  it.each([
    [
      'en',
      { subject: 'Subject', language: 'Your language' },
      'German for English speakers',
      'English',
      "You're offline: search needs a connection.",
    ],
    [
      'de',
      { subject: 'Fach', language: 'Deine Sprache' },
      'Deutsch für Englischsprachige',
      'Englisch',
      'Du bist offline: Die Suche braucht eine Verbindung.',
    ],
  ] as const)(
    'names the applied pair and language, never their codes, and says it is offline (%s)',
    async (language, labels, pair, spoken, offline) => {
      await act(() => changeLanguage(language));
      renderWithProviders(<SearchRoutes />, {
        route: '/search?subject=DE_EN&primaryLanguage=EN',
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(offline);
      expect(select(labels.subject)).toHaveDisplayValue(pair);
      expect(select(labels.language)).toHaveDisplayValue(spoken);
      expect(screen.queryByRole('option', { name: /DE_EN|^EN$/ })).not.toBeInTheDocument();
    },
  );
});
