import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectQueue } from '@btb/shared-player';
import { selectCurrentToast } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { contentItem, playlistSong } from '../../testFixtures';
import { cardSize } from '../cardSize';
import { cardFromContent, cardFromPlaylistSong } from './cardItem';
import { SongCardInRow } from './songCardInRow';

const first = cardFromPlaylistSong(
  playlistSong(1, { songTitlePublic: 'Hello Song' }),
  '1.2K likes',
);
const second = cardFromPlaylistSong(playlistSong(2), '1.2K likes');
const queue = {
  tracks: [first.track, second.track],
  source: { kind: 'playlist' as const, name: 'Top Rated' },
};

function renderCard(item = first) {
  return renderWithProviders(
    <SongCardInRow item={item} size={cardSize('top-rated')} queue={queue} />,
  );
}

describe('SongCard', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('shows cover, title and the likes text as creator', () => {
    mockFetch([]);
    const { container } = renderCard();
    expect(screen.getByRole('heading', { name: 'Hello Song' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hello Song' })).toHaveAttribute('href', '/song/1');
    expect(screen.getByText('1.2K likes')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/image/song-1.svg');
  });

  it('marks a restricted song with a lock: premium content, only a 20-second preview', () => {
    mockFetch([]);
    const { unmount } = renderCard();
    expect(screen.queryByTestId('card-restricted')).not.toBeInTheDocument();
    unmount();
    renderCard(cardFromPlaylistSong(playlistSong(3, { ysnRestricted: 1 }), '1.2K likes'));
    expect(
      screen.getByRole('img', { name: 'Premium content – only a 20-second preview' }),
    ).toBeInTheDocument();
  });

  it('falls back to a gradient with a music note on a broken or default cover', () => {
    mockFetch([]);
    const { container, unmount } = renderCard();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
    unmount();
    renderCard(cardFromContent(contentItem(5, { imageUrl: '/api/image/default.webp' })));
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
  });

  it('offline, a song not saved for offline says so and does not start or count', () => {
    const fetchMock = mockFetch([]);
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      const { store } = renderCard();
      const button = screen.getByRole('button', {
        name: 'Hello Song: not available offline',
      });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(button);
      expect(selectQueue(store.getState())).toEqual([]);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('plays in the shared player with the row as queue, counts the play and cools down 120 s', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const fetchMock = mockFetch([
      ['POST', '/api/content/1/play', () => jsonResponse({ plays: 11 })],
    ]);
    const { store } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Play Hello Song' }));

    expect(selectQueue(store.getState()).map((track) => track.id)).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content/1/play',
      expect.objectContaining({ method: 'POST' }),
    );
    const button = screen.getByRole('button', {
      name: 'Hello Song can be played again in 120 seconds',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('120 s');

    act(() => void jest.advanceTimersByTime(60_000));
    expect(button).toHaveTextContent('60 s');
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Play Hello Song' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps keyboard focus on the Play button through its cooldown and ignores it meanwhile', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const fetchMock = mockFetch([
      ['POST', '/api/content/1/play', () => jsonResponse({ plays: 11 })],
    ]);
    const { store } = renderCard();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.tab();
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Play Hello Song' });
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    // Still the same focused control, announced as unavailable, not a disabled one that drops focus.
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Hello Song can be played again in 120 seconds');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    const player = store.getState().player;

    act(() => void jest.advanceTimersByTime(30_000));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    // Nothing happened: no second count, the player untouched, the countdown not restarted.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().player).toBe(player);
    expect(button).toHaveAccessibleName('Hello Song can be played again in 90 seconds');
    expect(button).toHaveFocus();

    act(() => void jest.advanceTimersByTime(90_000));
    expect(button).toHaveAccessibleName('Play Hello Song');
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the cooldown across a reload through the stored timestamp', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    window.localStorage.setItem('playTimestamps', JSON.stringify({ 1: 1_000_000 - 30_000 }));
    mockFetch([]);
    renderCard();
    const button = screen.getByRole('button', { name: /can be played again in 90 seconds/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('90 s');
  });

  it('likes once per browser, then stays disabled and filled with the server count', async () => {
    const fetchMock = mockFetch([
      ['POST', '/api/content/1/like', () => jsonResponse({ likes: 1299 })],
    ]);
    const { unmount } = renderCard();
    const likeButton = screen.getByRole('button', { name: 'Like Hello Song, 1.2K likes' });
    likeButton.focus();
    fireEvent.click(likeButton);
    const liked = await screen.findByRole('button', { name: 'You liked Hello Song, 1.2K likes' });
    expect(liked).toHaveAttribute('aria-disabled', 'true');
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    // Still the focused control, and a second press sends nothing.
    expect(liked).toHaveFocus();
    fireEvent.click(liked);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();

    renderCard();
    expect(screen.getByRole('button', { name: /You liked Hello Song/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the count the server answers and stays likeable when the like fails', async () => {
    mockFetch([['POST', '/api/content/1/like', () => jsonResponse({ likes: 2050 })]]);
    const { unmount } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Like Hello Song/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /You liked/ })).toHaveTextContent('2.0K'),
    );
    unmount();

    window.localStorage.clear();
    mockFetch([['POST', '/api/content/1/like', () => jsonResponse('nope', 500)]]);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Like Hello Song/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Like Hello Song/ })).toBeEnabled(),
    );
    expect(window.localStorage.getItem('likedSongs')).toBeNull();
  });

  it('fills the heart at once, and returns it with a toast saying why when the like is not counted', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch([
      ['POST', '/api/content/1/like', () => new Promise<Response>((resolve) => (answer = resolve))],
    ]);
    const { store } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Like Hello Song, 1.2K likes' }));
    expect(screen.getByRole('button', { name: /You liked Hello Song/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await act(async () => answer(jsonResponse({ likes: 1250, notCounted: 'addressLimit' })));
    const heart = await screen.findByRole('button', { name: 'Like Hello Song, 1.2K likes' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).not.toHaveAttribute('aria-disabled');
    expect(window.localStorage.getItem('likedSongs')).toBeNull();
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Your like was not counted',
      description:
        'Many likes for this song came from your network today. Please try again tomorrow.',
    });
  });

  it('returns the heart with a toast when the like fails', async () => {
    mockFetch([['POST', '/api/content/1/like', () => jsonResponse({ message: 'busy' }, 503)]]);
    const { store } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Like Hello Song/ }));
    await waitFor(() =>
      expect(selectCurrentToast(store.getState())?.title).toBe('Your like could not be saved'),
    );
    expect(screen.getByRole('button', { name: /Like Hello Song/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
