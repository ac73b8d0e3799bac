import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { selectQueue } from '@btb/shared-player';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { contentItem, playlist, playlistSong } from '../../testFixtures';
import { PlaylistRows } from './PlaylistRows';

const playlistsRoute = (
  respond: () => Response | Promise<Response>,
): [string, RegExp, () => Response | Promise<Response>] => [
  'GET',
  /^\/api\/playlists\?language=(en|de)$/,
  respond,
];

describe('PlaylistRows', () => {
  afterEach(() => act(() => void changeLanguage('en')));

  it('renders the first two rows at once and the others as they come near the viewport', async () => {
    const near: (() => void)[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        near.push(() => callback([{ isIntersecting: true }]));
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      mockFetch([
        playlistsRoute(() =>
          jsonResponse([
            playlist(1, { songs: [playlistSong(11)] }),
            playlist(2, { headline: 'Learn German', songs: [playlistSong(21)] }),
            playlist(3, { headline: 'History', songs: [playlistSong(31)] }),
          ]),
        ),
      ]);
      renderWithProviders(<PlaylistRows />);
      const first = await screen.findByRole('region', { name: 'Top Rated' });
      expect(screen.getByRole('region', { name: 'Learn German' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
      // The first row's covers load at once (in view on a wide screen, just below it on a phone).
      expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');

      act(() => near.forEach((report) => report()));
      const third = screen.getByRole('region', { name: 'History' });
      expect(third.querySelector('img')).toHaveAttribute('loading', 'lazy');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('shows five skeleton cards while loading', () => {
    mockFetch([playlistsRoute(() => new Promise<Response>(() => {}))]);
    renderWithProviders(<PlaylistRows />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(5);
  });

  it('shows each playlist as a row with its links, tooltips and sized cards', async () => {
    mockFetch([
      playlistsRoute(() =>
        jsonResponse([
          playlist(1, {
            songs: [playlistSong(11, { intLikes: 1234 }), playlistSong(12, { intLikes: 1 })],
          }),
          playlist(2, { headline: 'History', btn1Searchurl: '', btn2OverviewCode: '' }),
        ]),
      ),
    ]);
    renderWithProviders(<PlaylistRows />);
    const top = await screen.findByRole('region', { name: 'Top Rated' });
    expect(within(top).getAllByTestId('song-card')).toHaveLength(2);
    expect(within(top).getByText('1.2K likes')).toBeInTheDocument();
    expect(within(top).getByText('1 like')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Show all: Top Rated' })).toHaveAttribute(
      'href',
      '/search?subject=DE_EN',
    );
    expect(within(top).getByRole('link', { name: 'Learning Plan: Top Rated' })).toHaveAttribute(
      'href',
      '/book-overview/DE_EN',
    );
    expect(within(top).getByText('Show all')).toBeInTheDocument();
    expect(within(top).getAllByTestId('song-card')[0]).toHaveStyle({
      width: '256px',
      height: '160px',
    });

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).queryByRole('link', { name: /Show all|Learning Plan/ })).toBeNull();
    expect(within(history).getAllByTestId('song-card')[0]).toHaveStyle({
      width: '320px',
      height: '96px',
    });
  });

  it("falls back to the category's content for a playlist without songs", async () => {
    const fetchMock = mockFetch([
      playlistsRoute(() => jsonResponse([playlist(3, { headline: 'Geschichte', songs: [] })])),
      ['GET', '/api/content/category/history', () => jsonResponse([contentItem(7)])],
    ]);
    renderWithProviders(<PlaylistRows />);
    const row = await screen.findByRole('region', { name: 'Geschichte' });
    expect(await within(row).findByRole('heading', { name: 'Content 7' })).toBeInTheDocument();
    expect(within(row).getByText('Lena Beat')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when the fallback is empty, and when it fails', async () => {
    mockFetch([
      playlistsRoute(() =>
        jsonResponse([
          playlist(4, { headline: 'Learn English', songs: [] }),
          playlist(5, { headline: 'Learn German', songs: [] }),
        ]),
      ),
      ['GET', '/api/content/category/learn-english', () => jsonResponse([])],
      ['GET', '/api/content/category/learn-german', () => jsonResponse('down', 503)],
    ]);
    renderWithProviders(<PlaylistRows />);
    const english = await screen.findByRole('region', { name: 'Learn English' });
    expect(
      await within(english).findByText('No content available in this category.'),
    ).toBeInTheDocument();
    const german = screen.getByRole('region', { name: 'Learn German' });
    expect(
      await within(german).findByText('Error loading content. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the error text in German when the playlists fail', async () => {
    await act(() => changeLanguage('de'));
    mockFetch([playlistsRoute(() => jsonResponse('boom', 500))]);
    renderWithProviders(<PlaylistRows />);
    expect(
      await screen.findByText('Fehler beim Laden der Inhalte. Bitte versuche es später erneut.'),
    ).toBeInTheDocument();
  });

  describe('for a learner who chose a pair', () => {
    const mixed = () =>
      mockFetch([
        playlistsRoute(() =>
          jsonResponse([
            playlist(1, {
              songs: [
                playlistSong(11, { subject: 'EN_DE' }),
                playlistSong(12, { subject: 'DE_EN' }),
                playlistSong(13, { subject: 'DE_ES' }),
              ],
            }),
            playlist(2, {
              headline: 'Learn English',
              btn2OverviewCode: 'EN_DE',
              songs: [playlistSong(21, { subject: 'EN_DE' })],
            }),
          ]),
        ),
      ]);
    const withPair = { preloadedState: { learningPair: { pair: 'DE_EN', chooserOpen: false } } };

    it("shows only the pair's songs and rows; the other rows are one button away", async () => {
      mixed();
      const user = userEvent.setup();
      renderWithProviders(<PlaylistRows />, withPair);
      const top = await screen.findByRole('region', { name: 'Top Rated' });
      expect(within(top).getAllByTestId('song-card')).toHaveLength(1);
      expect(within(top).getByText('Song 12')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Learn English' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show 1 row for other languages' }));
      expect(await screen.findByRole('region', { name: 'Learn English' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Hide the rows for other languages' }));
      expect(screen.queryByRole('region', { name: 'Learn English' })).not.toBeInTheDocument();
    });

    it('Play all of a mixed row queues only the pair’s songs', async () => {
      mixed();
      const user = userEvent.setup();
      const { store } = renderWithProviders(<PlaylistRows />, withPair);
      await user.click(await screen.findByRole('button', { name: 'Play all: Top Rated' }));
      expect(selectQueue(store.getState()).map((track) => track.id)).toEqual([12]);
    });

    it('offers the other rows in German', async () => {
      await act(() => changeLanguage('de'));
      mixed();
      renderWithProviders(<PlaylistRows />, withPair);
      expect(
        await screen.findByRole('button', { name: '1 Reihe für andere Sprachen zeigen' }),
      ).toBeInTheDocument();
    });
  });
});
