import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeStored } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { searchFiltersStorageKey } from './storedFilters';
import { mockSearchApi, requestedUrls, SearchRoutes } from '../testing/searchFixtures';

const storedEntry = () => {
  const raw = window.localStorage.getItem(searchFiltersStorageKey);
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
};
const location = () => screen.getByTestId('location').textContent;
const select = (name: string) => screen.getByRole('combobox', { name });

describe('search filters in the URL and storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores from the URL first', async () => {
    writeStored(searchFiltersStorageKey, { subject: 'EN_DE', searchQuery: 'stored' });
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search?q=haus&subject=DE_EN' });

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('haus');
    await waitFor(() => expect(select('Subject')).toHaveValue('DE_EN'));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/content/search?q=haus&subject=DE_EN'),
    );
    expect(storedEntry()).toMatchObject({ searchQuery: 'haus', subject: 'DE_EN' });
  });

  it('else restores from storage without resetting level and language', async () => {
    writeStored(searchFiltersStorageKey, { subject: 'DE_EN', level: 'A2', primaryLanguage: 'EN' });
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });

    await waitFor(() => expect(select('Level')).toBeEnabled());
    await waitFor(() => expect(select('Your language')).toBeEnabled());
    expect(select('Subject')).toHaveValue('DE_EN');
    expect(select('Level')).toHaveValue('A2');
    expect(select('Your language')).toHaveValue('EN');
    expect(requestedUrls(fetchMock)).toContain(
      '/api/content/search?subject=DE_EN&level=A2&primaryLanguage=EN',
    );
    expect(location()).toBe('/search?subject=DE_EN&level=A2&primaryLanguage=EN');
  });

  it('falls back safely from bad URL and stored values', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(searchFiltersStorageKey, '{"subject": 7, "level": ');
    mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search?subject=DE_EN&level=Z9&q=%3Cb%3E' });

    // Z9 is not a level of DE_EN: once the list is loaded it falls back to All.
    await waitFor(() => expect(select('Level')).toBeEnabled());
    await waitFor(() => expect(select('Level')).toHaveValue('all'));
    expect(select('Subject')).toHaveValue('DE_EN');
    // "<b>" is kept in the field, but never sent, written to the URL or saved: the rule rejects it.
    await waitFor(() => expect(location()).toBe('/search?subject=DE_EN'));
    expect(storedEntry()).toMatchObject({ searchQuery: '', subject: 'DE_EN' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('<b>');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      /may only contain letters, digits, spaces, hyphens and underscores/,
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps a rejected typed term out of the URL and storage and says why', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search?q=haus' });
    await screen.findByText('1 song found');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '<{Enter}');

    await waitFor(() => expect(location()).toBe('/search'));
    expect(storedEntry()).toBeNull();
    expect(await screen.findByText(/may only contain letters, digits/)).toBeVisible();
    warn.mockRestore();
  });

  it('cuts an over-long term to 120 characters in the field, the URL, storage and request', async () => {
    const fetchMock = mockSearchApi();
    const long = 'a'.repeat(150);
    renderWithProviders(<SearchRoutes />, { route: `/search?q=${long}` });

    const cut = 'a'.repeat(120);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(cut);
    await waitFor(() => expect(location()).toBe(`/search?q=${cut}`));
    expect(storedEntry()).toMatchObject({ searchQuery: cut });
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain(`/api/content/search?q=${cut}`));
    expect(requestedUrls(fetchMock).some((url) => url.includes(long))).toBe(false);
  });

  it('falls back to "all" for unknown URL filter values and rewrites the URL', async () => {
    writeStored(searchFiltersStorageKey, { subject: 'EN_DE', searchQuery: 'stored' });
    mockSearchApi();
    renderWithProviders(<SearchRoutes />, {
      route: '/search?subject=%3Cx%3E&level=Z9&primaryLanguage=XX',
    });

    await waitFor(() => expect(location()).toBe('/search'));
    expect(select('Subject')).toHaveValue('all');
    expect(select('Level')).toHaveValue('all');
    expect(select('Your language')).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('follows links to the page while it is open: new URL filters, else the saved ones', async () => {
    const user = userEvent.setup();
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search?q=haus' });
    await screen.findByText('1 song found');

    await user.click(screen.getByRole('link', { name: 'Nav search' }));
    expect(location()).toBe('/search?q=haus');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('haus');

    await user.click(screen.getByRole('link', { name: 'Playlist search' }));
    await waitFor(() => expect(select('Subject')).toHaveValue('EN_DE'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/content/search?subject=EN_DE'),
    );
    expect(storedEntry()).toMatchObject({ subject: 'EN_DE', searchQuery: '' });
  });

  it('Clear Filter resets everything and removes the saved entry', async () => {
    const user = userEvent.setup();
    mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search?q=haus&subject=DE_EN&artist=Mia' });
    await screen.findByText('1 song found');
    expect(storedEntry()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));

    expect(storedEntry()).toBeNull();
    expect(location()).toBe('/search');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(select('Subject')).toHaveValue('all');
    expect(await screen.findByRole('heading', { name: 'All songs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });
});
