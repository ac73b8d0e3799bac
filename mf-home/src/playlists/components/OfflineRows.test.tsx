import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { PlaylistRows } from './PlaylistRows';

const savedKey = 'btb.offline.saved';
const savedAt = '2026-11-27T10:00:00.000Z';
const song = (id: number) => ({ id, ysnRestricted: 0, audio: 'full', bytes: 100, urls: [] });

/** A song and a lesson saved, as a save leaves them in storage. */
function saveSongAndLesson() {
  window.localStorage.setItem(
    savedKey,
    JSON.stringify({
      songs: { 7: song(7), 8: song(8) },
      items: [
        {
          key: 'song:7',
          kind: 'song',
          title: 'Technik Pop',
          songIds: [7],
          urls: [],
          bytes: 1,
          savedAt,
        },
        {
          key: 'lesson:DE_EN_A1_B01_L01',
          kind: 'lesson',
          title: 'At school',
          songIds: [8],
          urls: [],
          bytes: 1,
          savedAt,
        },
      ],
    }),
  );
  readSavedAgain();
}

/** The page reads the saved index again, as when another tab changed it. */
const readSavedAgain = () =>
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: savedKey })));

describe('home rows with no network', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    await act(() => changeLanguage('en'));
  });

  it('say "you are offline" and open what is saved, not "error loading content"', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch([['GET', /^\/api\/playlists/, () => Promise.reject(new TypeError('offline'))]]);
    renderWithProviders(<PlaylistRows />);
    const shelf = await screen.findByTestId('offline-saved');
    saveSongAndLesson();
    expect(within(shelf).getByRole('status')).toHaveTextContent(/^You're offline\./);
    expect(within(shelf).getByRole('link', { name: 'Technik Pop' })).toHaveAttribute(
      'href',
      '/song/7',
    );
    expect(within(shelf).getByRole('link', { name: 'At school' })).toHaveAttribute(
      'href',
      '/song/8',
    );
    expect(within(shelf).getByRole('link', { name: 'Quiz of At school' })).toHaveAttribute(
      'href',
      '/quiz?code=DE_EN_A1_B01_L01',
    );
    expect(screen.queryByText(/Error loading content/)).not.toBeInTheDocument();
  });

  it('say so in German, and that nothing is saved yet', async () => {
    await act(() => changeLanguage('de'));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch([['GET', /^\/api\/playlists/, () => Promise.reject(new TypeError('offline'))]]);
    renderWithProviders(<PlaylistRows />);
    const shelf = await screen.findByTestId('offline-saved');
    readSavedAgain();
    expect(within(shelf).getByRole('status')).toHaveTextContent(
      /^Du bist offline\. Noch ist nichts für offline gespeichert/,
    );
  });

  it('still say "error loading content" online', async () => {
    mockFetch([['GET', /^\/api\/playlists/, () => jsonResponse('boom', 500)]]);
    renderWithProviders(<PlaylistRows />);
    expect(
      await screen.findByText('Error loading content. Please try again later.'),
    ).toBeInTheDocument();
  });
});
