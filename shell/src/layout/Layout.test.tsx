import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@btb/shared-router';
import { changeLanguage } from '@btb/shared-i18n';
import { showToast } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import '../shellNamespace';
import { Layout } from './Layout';

function renderLayout(me: object = { loggedIn: false, premium: false }) {
  mockFetch([
    ['GET', '/api/auth/me', () => jsonResponse(me)],
    ['POST', /^\/api\/analytics\//, () => jsonResponse({ pageViewId: 'v1', recorded: true })],
  ]);
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
  );
}

describe('Layout', () => {
  beforeEach(() => {
    localStorage.clear();
    return act(() => changeLanguage('en'));
  });

  it('has nav, footer, the one player bar with the only audio element, and the toast slot', () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Audio player' })).toBeInTheDocument();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
  });

  it('starts the tab order with "Skip to content", which moves focus past the nav to the page', async () => {
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const page = screen.getByRole('heading', { name: 'Page' }).parentElement as HTMLElement;
    expect(page.closest('#main-content')).toHaveFocus();
  });

  it('shows a toast any remote dispatches, one at a time', () => {
    const { store } = renderLayout();
    act(() => {
      store.dispatch(showToast({ title: 'URL copied!' }));
    });
    expect(screen.getByTestId('toast')).toHaveTextContent('URL copied!');
    act(() => {
      store.dispatch(
        showToast({ title: 'Error', description: 'Failed to copy URL.', variant: 'destructive' }),
      );
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy URL.');
  });

  it('switches nav, footer and player to German and remembers the choice', async () => {
    renderLayout();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choose language' }), 'de');
    // The language follows in a transition (I18nProvider); each part shows it once it has rendered.
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Suche' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entdecken' })).toBeInTheDocument();
    expect(await screen.findByText('Wähle einen Song aus, um ihn abzuspielen')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows the e-mail of a session that survived a reload', async () => {
    renderLayout({ loggedIn: true, email: 'demo@example.com', premium: false });
    expect(await screen.findByText('Logged in with: demo@example.com')).toBeInTheDocument();
  });
});
