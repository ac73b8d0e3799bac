import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@btb/shared-i18n';
import { selectOpenDialog } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { searchFiltersStorageKey } from './filters/storedFilters';
import { mockSearchApi, requestedUrls, SearchRoutes } from './testing/searchFixtures';

const storedEntry = () => {
  const raw = window.localStorage.getItem(searchFiltersStorageKey);
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
};
const location = () => screen.getByTestId('location').textContent;
const select = (name: string) => screen.getByRole('combobox', { name });
const optionLabels = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SearchPage filters', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists all songs when nothing is filtered', async () => {
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });

    expect(await screen.findByText('3 songs found')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'All songs' })).toBeVisible();
    expect(screen.getAllByTestId('search-result')).toHaveLength(3);
    expect(requestedUrls(fetchMock)).toContain('/api/songs/all');
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Search URL' })).not.toBeInTheDocument();
    expect(document.title).toBe('Search | Beat to Breakthrough');
    expect(location()).toBe('/search');
  });

  it('enables language and level for a chosen subject and resets them when it changes', async () => {
    const user = userEvent.setup();
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });

    await screen.findByRole('option', { name: 'German for English speakers' });
    expect(select('Your language')).toBeDisabled();
    expect(select('Level')).toBeDisabled();

    await user.selectOptions(select('Subject'), 'DE_EN');
    await waitFor(() => expect(select('Level')).toBeEnabled());
    expect(optionLabels('Level')).toEqual(['All', 'A1', 'A2', 'B1']);
    await user.selectOptions(select('Level'), 'A2');
    await waitFor(() => expect(select('Your language')).toBeEnabled());
    await user.selectOptions(select('Your language'), 'EN');

    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain(
        '/api/content/search?subject=DE_EN&level=A2&primaryLanguage=EN',
      ),
    );
    expect(location()).toBe('/search?subject=DE_EN&level=A2&primaryLanguage=EN');
    expect(storedEntry()).toMatchObject({ subject: 'DE_EN', level: 'A2', primaryLanguage: 'EN' });

    await user.selectOptions(select('Subject'), 'EN_DE');
    expect(select('Level')).toHaveValue('all');
    expect(select('Your language')).toHaveValue('all');

    await user.selectOptions(select('Subject'), 'all');
    expect(select('Level')).toBeDisabled();
    expect(optionLabels('Level')).toEqual(['All']);
    expect(optionLabels('Your language')).toEqual(['All']);
  });

  it('runs the search on Enter in any text field and keeps the filters in URL and storage', async () => {
    const user = userEvent.setup();
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'haus');
    expect(requestedUrls(fetchMock).some((url) => url.includes('q=haus'))).toBe(false);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search results for “haus”' })).toBeVisible();
    expect(await screen.findByText('1 song found')).toBeVisible();
    expect(requestedUrls(fetchMock)).toContain('/api/content/search?q=haus');

    const more = screen.getByRole('button', { name: 'More Filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Genre' })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Genre' }), ' Rock {Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Artist' }), 'Mia{Enter}');

    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain(
        '/api/content/search?q=haus&genre=Rock&artist=Mia',
      ),
    );
    expect(location()).toBe('/search?q=haus&genre=+Rock+&artist=Mia');
    expect(storedEntry()).toEqual({
      searchQuery: 'haus',
      subject: 'all',
      level: 'all',
      primaryLanguage: 'all',
      genre: ' Rock ',
      artist: 'Mia',
    });
  });

  it('ignores a search text with other characters, with a warning and a hint', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hello!{Enter}');

    expect(await screen.findByText(/may only contain letters/)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      /may only contain letters/,
    );
    expect(warn).toHaveBeenCalled();
    expect(requestedUrls(fetchMock).some((url) => url.includes('/api/content/search'))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeVisible();
    warn.mockRestore();
  });

  it('opens the quiz-code dialog from the Test button', async () => {
    mockSearchApi();
    const { store } = renderWithProviders(<SearchRoutes />, { route: '/search' });
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(selectOpenDialog(store.getState())).toBe('quizCode');
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    try {
      const fetchMock = mockSearchApi();
      renderWithProviders(<SearchRoutes />, { route: '/search' });
      expect(await screen.findByText('3 Songs gefunden')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Alle Songs' })).toBeVisible();
      expect(select('Fach')).toBeVisible();
      expect(select('Deine Sprache')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Weitere Filter' })).toBeVisible();
      expect(document.title).toBe('Suche | Beat to Breakthrough');
      expect(requestedUrls(fetchMock)).toContain('/api/subjects?language=de');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
