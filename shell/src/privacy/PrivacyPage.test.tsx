import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  analyticsRetentionDays,
  browserStorageKeys,
  browserStoredData,
  serverStoredData,
} from '@btb/shared-contract';
import { changeLanguage } from '@btb/shared-i18n';
import { HttpError } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { selectLoggedInEmail } from '@btb/shared-frame';
import type { PrivacyApi } from './privacyApi';
import { PrivacyPage } from './PrivacyPage';

function fakeApi(overrides: Partial<PrivacyApi> = {}) {
  return {
    exportData: jest.fn(() => Promise.resolve({ account: { email: 'demo@example.com' } })),
    deleteData: jest.fn(() => Promise.resolve({ deleted: true as const, message: 'gone' })),
    forgetBrowser: jest.fn(() => Promise.resolve({ forgotten: true as const })),
    ...overrides,
  } as unknown as PrivacyApi & { exportData: jest.Mock; deleteData: jest.Mock };
}

function renderPage(api = fakeApi(), email: string | null = 'demo@example.com') {
  return {
    api,
    ...renderWithProviders(<PrivacyPage api={api} />, { preloadedState: { auth: { email } } }),
  };
}

/** Raw i18n keys on screen mean a missing translation. */
const expectNoRawKeys = () =>
  expect(
    screen.queryByText(
      /^(browser|server|retention|storage|page|data|choice|consent|forget)\.[\w.]+$/,
    ),
  ).toBeNull();

describe('PrivacyPage', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => void changeLanguage('en'));
  });

  it.each(['en', 'de'] as const)(
    'lists every stored browser key and server record from the one list (%s)',
    async (language) => {
      await act(() => changeLanguage(language));
      renderPage();
      for (const entry of browserStoredData) {
        const card = document.querySelector(`[data-stored="${entry.id}"]`) as HTMLElement;
        expect(
          within(card).getByText(new RegExp(`^${browserStorageKeys[entry.id]}`)),
        ).toBeInTheDocument();
      }
      for (const entry of serverStoredData) {
        expect(document.querySelector(`[data-stored="${entry.id}"]`)).not.toBeNull();
      }
      expect(screen.getAllByRole('listitem')).toHaveLength(
        browserStoredData.length + serverStoredData.length,
      );
      expectNoRawKeys();
    },
  );

  it.each(['en', 'de'] as const)(
    'leads each entry with what it is for and keeps developer-only entries apart (%s)',
    async (language) => {
      await act(() => changeLanguage(language));
      renderPage();
      const card = document.querySelector('[data-stored="likedSongs"]') as HTMLElement;
      expect(card.querySelector('dt')).toHaveTextContent(language === 'en' ? 'What' : 'Was');
      const developers = screen
        .getByText(language === 'en' ? /only by the site's developers/ : /Nur von den Entwicklern/)
        .closest('details') as HTMLElement;
      expect(developers).not.toHaveAttribute('open');
      const inDevelopers = browserStoredData.filter((entry) =>
        developers.querySelector(`[data-stored="${entry.id}"]`),
      );
      expect(inDevelopers.map((entry) => entry.id)).toEqual(
        browserStoredData.filter((entry) => entry.developersOnly).map((entry) => entry.id),
      );
      expect(document.body).not.toHaveTextContent(/Only for developers|Nur für Entwickler/);
    },
  );

  it('states the analytics retention period and that no IP address is kept', () => {
    renderPage();
    const card = document.querySelector('[data-stored="analyticsPageViews"]') as HTMLElement;
    expect(card).toHaveTextContent(
      `${analyticsRetentionDays} days, then only in the anonymous daily totals.`,
    );
    expect(document.querySelector('[data-stored="analyticsSessions"]')).toHaveTextContent(
      'No IP address',
    );
  });

  it('shows the current analytics choice with a way to change it', () => {
    localStorage.setItem('privacyConsent', JSON.stringify({ choice: 'declined', decidedAt: 1 }));
    renderPage();
    expect(screen.getByText(/You declined visit statistics/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Privacy settings' })).toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in first', () => {
    renderPage(fakeApi(), null);
    expect(screen.getByText('Log in to download or delete your data.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });

  it('downloads the learner data as a JSON file', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(api.exportData).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('beat-to-breakthrough-data.json');
    click.mockRestore();
  });

  it('deletes only after confirmation, then logs the learner out', async () => {
    const user = userEvent.setup();
    const { api, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteData).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText('Your account and all data stored with it have been deleted.'),
    ).toBeInTheDocument();
    expect(api.deleteData).toHaveBeenCalledTimes(1);
    expect(selectLoggedInEmail(store.getState())).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains a rate limit and a lost session in words', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      exportData: jest.fn(() => Promise.reject(new HttpError(429, '{"message":"x"}', ''))),
      deleteData: jest.fn(() => Promise.reject(new HttpError(401, '{"message":"x"}', ''))),
    });
    const { store } = renderPage(api);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    expect(selectLoggedInEmail(store.getState())).toBeNull();
  });
});
