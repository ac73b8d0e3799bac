import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@btb/shared-store';
import { AppProviders } from '@btb/shared-ui';
import userEvent from '@testing-library/user-event';
import { playerActions, selectQueue, trackFromSongDetail } from '@btb/shared-player';
import { recordPlay } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import SongPage from './SongPage';
import { usePlaySong } from './usePlaySong';
import { songDetailFixture } from './songDetailFixture';

const song = songDetailFixture({ intPlayed: 56 });

function serve() {
  return mockFetch([
    ['GET', '/api/song/7', () => jsonResponse(song)],
    [
      'GET',
      '/api/song/7/podcast-info',
      () => jsonResponse({ hasPodcastInfo: false, soundPath: '' }),
    ],
    ['POST', '/api/content/7/play', () => jsonResponse({ plays: 57 })],
  ]);
}

const playCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/content/7/play').length;

async function renderLoadedSong() {
  const result = renderWithProviders(<SongPage />, { route: '/song/7', path: '/song/:id' });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('playing from the song page', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts a play outside the cooldown and starts the track', async () => {
    const fetchMock = serve();
    const { store } = await renderLoadedSong();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));

    expect(selectQueue(store.getState())).toEqual([trackFromSongDetail(song)]);
    await waitFor(() => expect(playCalls(fetchMock)).toBe(1));
    expect(await screen.findByText('57 plays')).toBeInTheDocument();
  });

  it('does not count a second play within 120 s, but starts the track again', async () => {
    recordPlay(7, Date.now() - 60_000);
    const fetchMock = serve();
    const { store } = await renderLoadedSong();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));

    expect(selectQueue(store.getState())[0]?.id).toBe(7);
    expect(playCalls(fetchMock)).toBe(0);
    expect(screen.getByText('56 plays')).toBeInTheDocument();
  });

  it('counts again once the cooldown has passed', async () => {
    recordPlay(7, Date.now() - 121_000);
    const fetchMock = serve();
    await renderLoadedSong();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(playCalls(fetchMock)).toBe(1));
  });

  it('reads "Playing" while this song is the current, playing track', async () => {
    serve();
    const { store } = await renderLoadedSong();
    act(() => {
      store.dispatch(playerActions.trackSelected(trackFromSongDetail(song)));
      store.dispatch(playerActions.playing());
    });
    expect(screen.getByRole('button', { name: 'Playing' })).toBeInTheDocument();
    act(() => {
      store.dispatch(playerActions.paused());
    });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it("hands the parts one play function for the page's life, which plays with what the page shows now", () => {
    const store = makeStore();
    const { result, rerender } = renderHook(() => usePlaySong(song), {
      wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>,
    });
    const first = result.current.playSong;
    act(() => {
      store.dispatch(playerActions.trackSelected(trackFromSongDetail(song)));
      store.dispatch(playerActions.playing());
    });
    rerender();
    expect(result.current.playing).toBe(true);
    expect(result.current.playSong).toBe(first);

    // Now playing: the same function pauses-and-plays without counting a play (no request).
    const fetchMock = serve();
    act(() => first());
    expect(playCalls(fetchMock)).toBe(0);
    expect(selectQueue(store.getState())[0]?.id).toBe(7);
  });
});
