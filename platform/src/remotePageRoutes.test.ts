import type { RemoteMap } from './remoteMap';
import {
  matchRemotePage,
  navLinksFor,
  remotePageRoutesFor,
  type RemotePageRoute,
} from './remotePageRoutes';

const pageAt = (path: string, routes: RemotePageRoute[]) =>
  matchRemotePage(path, routes)?.page ?? null;

const release = (name: string) =>
  `http://localhost:5300/releases/${name}/1.0.0-abc/mf-manifest.json`;

/** A map as the registry serves it, with a new remote the shell was not built with. */
const map: RemoteMap = {
  mf_search: {
    entry: release('mf_search'),
    routes: [{ key: 'search', path: '/search', module: 'SearchPage' }],
    nav: [{ path: '/search', order: 20, label: { en: 'Search', de: 'Suche' } }],
  },
  mf_hello: {
    entry: release('mf_hello'),
    routes: [
      { key: 'hello', path: '/hello', module: 'HelloPage' },
      { key: 'helloOne', path: '/hello/:id', module: 'HelloPage' },
    ],
    nav: [{ path: '/hello', order: 15, label: { en: 'Hello', de: 'Hallo' }, badge: 'hello.count' }],
  },
};

describe('routes from the remote map', () => {
  const routes = remotePageRoutesFor(map);

  it.each([
    ['/', { remote: 'mf_home', module: 'HomePage' }],
    ['/search', { remote: 'mf_search', module: 'SearchPage' }],
    ['/search/', { remote: 'mf_search', module: 'SearchPage' }],
    ['/song/42', { remote: 'mf_song', module: 'SongPage' }],
    ['/Quiz', { remote: 'mf_quiz', module: 'QuizPage' }],
    ['/book-overview/DE_EN', { remote: 'mf_learning_plan', module: 'BookOverviewPage' }],
    ['/time-calculator', { remote: 'mf_calculator', module: 'TimeCalculatorPage' }],
    ['/review', { remote: 'mf_review', module: 'ReviewPage' }],
    ['/me', { remote: 'mf_review', module: 'MyLearningPage' }],
    ['/hello', { remote: 'mf_hello', module: 'HelloPage' }],
    ['/hello/7', { remote: 'mf_hello', module: 'HelloPage' }],
  ])('%s shows its remote page (SPEC paths kept, a new remote brings its own)', (path, page) => {
    expect(pageAt(path, routes)).toEqual(page);
  });

  it.each(['/auth', '/confirm-email', '/song', '/song/1/extra', '/no/such/page'])(
    '%s is not a remote page',
    (path) => {
      expect(pageAt(path, routes)).toBeNull();
    },
  );

  it('keeps the built-in routes with no map at all (registry down, first visit)', () => {
    expect(pageAt('/search', remotePageRoutesFor({}))).toEqual({
      remote: 'mf_search',
      module: 'SearchPage',
    });
    expect(pageAt('/hello', remotePageRoutesFor({}))).toBeNull();
  });

  it('never lets a remote take a shell page or another remote’s path', () => {
    const greedy: RemoteMap = {
      mf_greedy: {
        entry: release('mf_greedy'),
        routes: [
          { key: 'a', path: '/auth', module: 'Page' },
          { key: 'b', path: '/Search', module: 'Page' },
          { key: 'c', path: '/song/new', module: 'Page' },
        ],
      },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const taken = remotePageRoutesFor(greedy);
    expect(pageAt('/auth', taken)).toBeNull();
    expect(pageAt('/search', taken)).toEqual({
      remote: 'mf_search',
      module: 'SearchPage',
    });
    // A fixed path wins over a parameter, as in the router.
    expect(pageAt('/song/new', taken)).toEqual({ remote: 'mf_greedy', module: 'Page' });
    expect(pageAt('/song/3', taken)).toEqual({ remote: 'mf_song', module: 'SongPage' });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('hands over the values of the path’s params, decoded, as the router does', () => {
    expect(matchRemotePage('/song/42', routes)?.params).toEqual({ id: '42' });
    expect(matchRemotePage('/Book-Overview/DE%20EN', routes)?.params).toEqual({ code: 'DE EN' });
    expect(matchRemotePage('/song/%E0%A4%A', routes)?.params).toEqual({ id: '%E0%A4%A' });
    expect(matchRemotePage('/search', routes)?.params).toEqual({});
  });

  it('gives every route its own key', () => {
    const keys = routes.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('nav links from the remote map', () => {
  // A release registered before Spanish (`/search` here, `/hello`) keeps its link; Nav shows English.
  it('lists each entry’s link in its order, with its labels and badge id', () => {
    expect(navLinksFor(map).map(({ path, label, badge }) => ({ path, label, badge }))).toEqual([
      { path: '/', label: { en: 'Home', de: 'Startseite', es: 'Inicio' }, badge: undefined },
      { path: '/hello', label: { en: 'Hello', de: 'Hallo' }, badge: 'hello.count' },
      { path: '/search', label: { en: 'Search', de: 'Suche' }, badge: undefined },
      {
        path: '/review',
        label: { en: 'Review', de: 'Wiederholen', es: 'Repasar' },
        badge: 'review.due',
      },
      {
        path: '/me',
        label: { en: 'My learning', de: 'Mein Lernen', es: 'Mi aprendizaje' },
        badge: undefined,
      },
    ]);
  });

  it('falls back to the built-in links, one per path', () => {
    expect(navLinksFor({}).map(({ path }) => path)).toEqual(['/', '/search', '/review', '/me']);
    const twice: RemoteMap = {
      mf_other: {
        entry: release('mf_other'),
        nav: [{ path: '/search', order: 1, label: { en: 'Find', de: 'Finden' } }],
      },
    };
    expect(navLinksFor(twice).map(({ path, remote }) => [path, remote])).toEqual([
      ['/', 'mf_home'],
      ['/search', 'mf_search'],
      ['/review', 'mf_review'],
      ['/me', 'mf_review'],
    ]);
  });
});
