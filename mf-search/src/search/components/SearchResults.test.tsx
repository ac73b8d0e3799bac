import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { playerActions, selectCurrentTrack, trackFromContent } from '@btb/shared-player';
import { makeStore } from '@btb/shared-store';
import { jsonResponse, renderWithProviders } from '@btb/shared-testing';
import { mockSearchApi, SearchRoutes, song } from '../testing/searchFixtures';

/** The URLs the page has sent POSTs to (counted views and plays), in order. */
const postedUrls = (fetchMock: ReturnType<typeof mockSearchApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url]) => url);

const rows = () => screen.getAllByTestId('search-result');

/** The search page with the three fixture songs listed, its store's dispatch watched. */
async function renderListedSongs() {
  const user = userEvent.setup();
  const fetchMock = mockSearchApi();
  const store = makeStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithProviders(<SearchRoutes />, { route: '/search', store });
  await screen.findByText('3 songs found');
  return { user, fetchMock, store, dispatch };
}

describe('search results', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows six skeleton rows while loading', async () => {
    mockSearchApi([['GET', '/api/songs/all', () => new Promise<Response>(() => {})]]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading songs...');
  });

  it('says when loading failed and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockSearchApi([
      [
        'GET',
        '/api/songs/all',
        () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse([song(1)])),
      ],
    ]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 song found')).toBeVisible();
  });

  it('says when nothing was found', async () => {
    mockSearchApi([['GET', /^\/api\/content\/search\?/, () => jsonResponse([])]]);
    renderWithProviders(<SearchRoutes />, { route: '/search?q=nothing' });
    expect(await screen.findByText('No songs found.')).toBeVisible();
    expect(screen.getByText('Try other filters.')).toBeVisible();
    expect(screen.getByText('0 songs found')).toBeVisible();
  });

  it('shows cover, title, premium lock, creator, genre, level badge, views and likes', async () => {
    mockSearchApi([
      [
        'GET',
        '/api/songs/all',
        () =>
          jsonResponse([
            song(1, { title: 'Im Café', views: 1234, likes: 56 }),
            song(2, { ysnRestricted: 1, level: 'advanced', genre: '' }),
            song(3, { level: 'A1' }),
            song(4, { level: '' }),
          ]),
      ],
    ]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('4 songs found');
    const [first, restricted, other, none] = rows() as [HTMLElement, ...HTMLElement[]];

    const cover = first.querySelector('img') as HTMLImageElement;
    expect(cover).toHaveAttribute('src', '/api/image/cover-1.svg');
    fireEvent.error(cover);
    expect(cover).toHaveAttribute('src', '/api/image/default.webp');

    expect(within(first).getByRole('link', { name: 'Im Café' })).toHaveAttribute('href', '/song/1');
    expect(within(first).getByRole('cell', { name: 'Artist 1' })).toBeVisible();
    expect(within(first).getByText('Pop')).toBeVisible();
    expect(within(first).getByText('1.2K')).toBeVisible();
    expect(within(first).getByText('56')).toBeVisible();
    expect(within(first).getByText('Beginner')).toHaveAttribute('data-level', 'beginner');
    expect(within(first).queryByRole('img', { name: /Premium/ })).not.toBeInTheDocument();

    const lock = within(restricted!).getByRole('img', {
      name: 'Premium content – only a 20-second preview',
    });
    expect(lock).toHaveAttribute('tabindex', '0');
    expect(within(lock).getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Premium content – only a 20-second preview',
    );
    expect(within(restricted!).getByText('Advanced')).toHaveAttribute('data-level', 'advanced');
    expect(within(other!).getByText('A1')).toHaveAttribute('data-level', 'other');
    expect(within(none!).getByText('No level')).toBeInTheDocument();
    expect(within(none!).getByText('–')).toBeVisible();
  });

  it('opens the song page on row click', async () => {
    const user = userEvent.setup();
    mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    await user.click(within(rows()[1]!).getByRole('cell', { name: 'Artist 2' }));
    expect(screen.getByRole('heading', { name: 'Song page' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/song/2');
  });

  it('opens the song page on Enter on the focused row', async () => {
    const user = userEvent.setup();
    mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    rows()[2]!.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/song/3');
  });

  it('plays a row with the result list as its queue, counting a view and a play', async () => {
    const { user, fetchMock, dispatch } = await renderListedSongs();

    await user.click(screen.getByRole('button', { name: 'Play Song 2' }));

    const items = [song(1), song(2), song(3)];
    expect(dispatch).toHaveBeenCalledWith(
      playerActions.play(trackFromContent(items[1]!), items.map(trackFromContent), {
        kind: 'search',
        name: '',
      }),
    );
    await waitFor(() =>
      expect(postedUrls(fetchMock)).toEqual(['/api/content/2/view', '/api/content/2/play']),
    );
    // The play button does not open the song page.
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
  });

  it('pauses the row that is playing without counting again, and counts the next song played', async () => {
    const { user, fetchMock, store } = await renderListedSongs();

    await user.click(screen.getByRole('button', { name: 'Play Song 2' }));
    // What the player's engine does with the command: the song is selected and plays.
    act(() => {
      store.dispatch(playerActions.trackSelected(trackFromContent(song(2))));
      store.dispatch(playerActions.playing());
    });
    await user.click(await screen.findByRole('button', { name: 'Pause Song 2' }));
    await user.click(screen.getByRole('button', { name: 'Play Song 3' }));

    await waitFor(() =>
      expect(postedUrls(fetchMock)).toEqual([
        '/api/content/2/view',
        '/api/content/2/play',
        '/api/content/3/view',
        '/api/content/3/play',
      ]),
    );
  });

  it('offline, marks songs not saved for offline and does not start or count them', async () => {
    const { user, fetchMock, store } = await renderListedSongs();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      window.dispatchEvent(new Event('offline'));
      const button = await screen.findByRole('button', {
        name: 'Song 2: not available offline',
      });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(within(rows()[1]!).getByText('Not available offline')).toBeVisible();
      const callsBefore = fetchMock.mock.calls.length;
      await user.click(button);
      expect(selectCurrentTrack(store.getState())).toBeNull();
      expect(fetchMock.mock.calls).toHaveLength(callsBefore);
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      window.dispatchEvent(new Event('online'));
    }
    expect(await screen.findByRole('button', { name: 'Play Song 2' })).toBeVisible();
  });

  it('shows a pause button for the song that is playing', async () => {
    mockSearchApi();
    const store = makeStore();
    store.dispatch(playerActions.trackSelected(trackFromContent(song(1))));
    store.dispatch(playerActions.playing());
    renderWithProviders(<SearchRoutes />, { route: '/search', store });
    expect(await screen.findByRole('button', { name: 'Pause Song 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play Song 2' })).toBeInTheDocument();
  });

  it('shows 50 rows at first and more on request', async () => {
    const many = Array.from({ length: 55 }, (_, index) => song(index + 1));
    mockSearchApi([['GET', '/api/songs/all', () => jsonResponse(many)]]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    expect(await screen.findByText('55 songs found')).toBeVisible();
    expect(rows()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(55);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the rows drawn while a chosen filter is answered, then shows its first 50', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 55 }, (_, index) => song(index + 1));
    let answer: (response: Response) => void = () => undefined;
    mockSearchApi([
      ['GET', '/api/songs/all', () => jsonResponse(many)],
      [
        'GET',
        '/api/content/search?subject=DE_EN',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ],
    ]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    expect(await screen.findByText('55 songs found')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const firstRow = rows()[0];

    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'DE_EN');
    // The tap only asks: the rows on screen are the same elements, "Show more" still applied.
    expect(rows()).toHaveLength(55);
    expect(rows()[0]).toBe(firstRow);

    await act(async () =>
      answer(jsonResponse(many.map((item) => ({ ...item, id: item.id + 100 })))),
    );
    // The new rows are drawn in the background (useDeferredValue): on two busy cores that takes
    // longer than waitFor's default second, which CI once missed.
    await waitFor(() => expect(rows()).toHaveLength(50), { timeout: 5000 });
    expect(within(rows()[0]!).getByRole('link', { name: 'Song 1' })).toBeVisible();
  });
});
