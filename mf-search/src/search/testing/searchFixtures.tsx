import { Link, Route, Routes, useLocation } from '@btb/shared-router';
import type { SearchResult } from '@btb/shared-contract';
import { jsonResponse, mockFetch } from '@btb/shared-testing';
import SearchPage from '../SearchPage';

export function song(id: number, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id,
    title: `Song ${id}`,
    description: `Description ${id}`,
    imageUrl: `/api/image/cover-${id}.svg`,
    creator: `Artist ${id}`,
    category: 'learn-german',
    duration: 60,
    views: 10 * id,
    likes: id,
    level: 'beginner',
    featured: false,
    createdAt: '2024-01-15T00:00:00.000Z',
    audioUrl: `/api/audio/${id}`,
    genre: 'Pop',
    ysnRestricted: 0,
    subject: 'DE_EN',
    ...overrides,
  };
}

export const subjects = [
  { key: 'DE_EN', label: 'German for English speakers', target: 'de', primary: 'en' },
  { key: 'EN_DE', label: 'English for German speakers', target: 'en', primary: 'de' },
];

type Respond = () => Response | Promise<Response>;

/** The search page's API with sensible answers; pass routes to override or add (they win). */
export function mockSearchApi(extra: [string, string | RegExp, Respond][] = []) {
  return mockFetch([
    ...extra,
    ['GET', /^\/api\/subjects\?language=(en|de)$/, () => jsonResponse(subjects)],
    ['GET', /^\/api\/content\/levels\/\w+$/, () => jsonResponse(['A1', 'A2', 'B1'])],
    [
      'GET',
      /^\/api\/content\/primary-languages\/\w+$/,
      () => jsonResponse([{ code: 'EN', name: 'English' }]),
    ],
    ['GET', '/api/songs/all', () => jsonResponse([song(1), song(2), song(3)])],
    ['GET', /^\/api\/content\/search\/suggestion\?/, () => jsonResponse({ suggestion: null })],
    ['GET', /^\/api\/content\/search\?/, () => jsonResponse([song(1)])],
    ['POST', /^\/api\/content\/\d+\/(view|play)$/, () => jsonResponse({ views: 1, plays: 1 })],
  ]);
}

/** URLs the page requested with GET, in order. */
export function requestedUrls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === 'GET')
    .map(([url]) => String(url));
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The page at /search with a stand-in song page, and the current location shown for assertions. */
export function SearchRoutes() {
  return (
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/song/:id" element={<h1>Song page</h1>} />
      </Routes>
      <LocationProbe />
      {/* Like the shell's nav and the home page's playlist search links. */}
      <Link to="/search">Nav search</Link>
      <Link to="/search?subject=EN_DE">Playlist search</Link>
    </>
  );
}
