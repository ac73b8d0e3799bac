import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { ForgetBrowserSection } from './ForgetBrowserSection';
import { forgottenHash } from './forgetBrowser';

describe('ForgetBrowserSection', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    act(() => void changeLanguage('en'));
  });

  it('lets an anonymous visitor delete what the browser keeps, after a confirmation', async () => {
    localStorage.setItem('likedSongs', '[1,2]');
    localStorage.setItem('btb.offline.saved', '{}');
    localStorage.setItem('someoneElse', 'kept');
    sessionStorage.setItem('bookOverviewExpansion:DE_EN_A1', '{}');
    document.cookie = 'language=de; Path=/';
    const api = { forgetBrowser: jest.fn(() => Promise.resolve({ forgotten: true as const })) };
    const reload = jest.fn();
    renderWithProviders(<ForgetBrowserSection api={api} reload={reload} />);

    await userEvent.click(screen.getByRole('button', { name: "Delete this browser's data" }));
    expect(localStorage.getItem('likedSongs')).toBe('[1,2]');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.forgetBrowser).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${forgottenHash}$`)));
    expect(localStorage.getItem('likedSongs')).toBeNull();
    expect(localStorage.getItem('btb.offline.saved')).toBeNull();
    expect(localStorage.getItem('someoneElse')).toBe('kept');
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toMatch(/language=de/);
  });

  it('deletes what the browser keeps even when the server cannot be reached', async () => {
    localStorage.setItem('likedSongs', '[1]');
    const api = { forgetBrowser: jest.fn(() => Promise.reject(new Error('offline'))) };
    const reload = jest.fn();
    renderWithProviders(<ForgetBrowserSection api={api} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: "Delete this browser's data" }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem('likedSongs')).toBeNull();
  });

  it('says that it is done once the page has reloaded, in German too', async () => {
    window.history.replaceState(null, '', `/privacy${forgottenHash}`);
    await act(() => changeLanguage('de'));
    renderWithProviders(<ForgetBrowserSection />);
    expect(
      await screen.findByText(
        'Alles, was diese Seite in diesem Browser gespeichert hatte, ist gelöscht.',
      ),
    ).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
