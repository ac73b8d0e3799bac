import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@btb/shared-testing';
import { instantSearchDelayMs } from './filters/useInstantSearch';
import { mockSearchApi, requestedUrls, SearchRoutes, song } from './testing/searchFixtures';

const searches = (fetchMock: jest.Mock) =>
  requestedUrls(fetchMock).filter((url) => url.startsWith('/api/content/search?'));
const searchbox = () => screen.getByRole('searchbox', { name: 'Search' });
const pause = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('instant search', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('sends at most three requests for a ten-letter word typed at a steady pace', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: 180 });
    const fetchMock = mockSearchApi();
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    await user.type(searchbox(), 'Bildschirm');
    await pause(instantSearchDelayMs);

    expect(searches(fetchMock).length).toBeLessThanOrEqual(3);
    expect(searches(fetchMock).at(-1)).toBe('/api/content/search?q=Bildschirm');
    expect(
      await screen.findByRole('heading', { name: 'Search results for “Bildschirm”' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Bildschirm');
  });

  it('shows results as the learner pauses, highlighted, before Enter; Enter runs at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const technik = song(7, {
      title: 'Technik Pop',
      match: {
        words: ['Technik', 'Handy'],
        cards: [{ question: 'das Handy', answer: 'el móvil' }],
      },
    });
    const fetchMock = mockSearchApi([
      ['GET', '/api/content/search?q=Tehcnik', () => jsonResponse([technik])],
    ]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    await user.type(searchbox(), 'Tehcnik');
    await pause(instantSearchDelayMs);
    // Screen readers read the title as plain text; the matched word is marked for the eye.
    const link = await screen.findByRole('link', { name: 'Technik Pop' });
    const row = link.closest<HTMLElement>('[data-testid="search-result"]');
    expect([...row!.querySelectorAll('[data-match]')].map((el) => el.textContent)).toEqual([
      'Technik',
      'Handy',
    ]);
    expect(within(row!).getByTestId('matched-cards')).toHaveTextContent(
      'Teaches: das Handy – el móvil',
    );

    await user.type(searchbox(), ' Pop{Enter}');
    expect(searches(fetchMock).at(-1)).toBe('/api/content/search?q=Tehcnik+Pop');
  });

  it('aborts a search still waiting when a newer one starts, and shows only the newer answer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answerFirst: (response: Response) => void = () => undefined;
    const fetchMock = mockSearchApi([
      [
        'GET',
        '/api/content/search?q=Bild',
        () => new Promise<Response>((resolve) => (answerFirst = resolve)),
      ],
      [
        'GET',
        '/api/content/search?q=Bildschirm',
        () => jsonResponse([song(9, { title: 'Bildschirm Rock' })]),
      ],
    ]);
    renderWithProviders(<SearchRoutes />, { route: '/search' });
    await screen.findByText('3 songs found');

    await user.type(searchbox(), 'Bild');
    await pause(instantSearchDelayMs);
    await user.type(searchbox(), 'schirm');
    await pause(instantSearchDelayMs);
    expect(await screen.findByRole('link', { name: 'Bildschirm Rock' })).toBeVisible();

    const first = fetchMock.mock.calls.find(([url]) => url === '/api/content/search?q=Bild');
    expect((first?.[1] as RequestInit).signal?.aborted).toBe(true);
    await act(async () => answerFirst(jsonResponse([song(1, { title: 'Stale' })])));
    expect(screen.queryByRole('link', { name: 'Stale' })).not.toBeInTheDocument();
    expect(screen.getByText('1 song found')).toBeVisible();
  });

  it('offers "Did you mean …?" when nothing is found and searches for it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = mockSearchApi([
      ['GET', '/api/content/search?q=Geburztagg', () => jsonResponse([])],
      [
        'GET',
        '/api/content/search/suggestion?q=Geburztagg',
        () => jsonResponse({ suggestion: 'geburtstag' }),
      ],
    ]);
    renderWithProviders(<SearchRoutes />, { route: '/search?q=Geburztagg' });
    expect(await screen.findByText('No songs found.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Did you mean “geburtstag”?' }));
    expect(searchbox()).toHaveValue('geburtstag');
    expect(searches(fetchMock).at(-1)).toBe('/api/content/search?q=geburtstag');
  });
});
