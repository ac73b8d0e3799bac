import { readRoutes } from './routes';
import {
  isPrivatePage,
  matchRemotePage,
  privatePagePaths,
  remotePageRoutesFor,
} from './remotePageRoutes';

describe('private pages', () => {
  it('are the shell’s account and team pages and the routes marked private', () => {
    expect(privatePagePaths({}).sort()).toEqual(
      ['/auth', '/confirm-email', '/deployments', '/me', '/review'].sort(),
    );
    const isPrivate = (path: string) =>
      isPrivatePage(path, matchRemotePage(path, remotePageRoutesFor({})));
    expect(isPrivate('/review')).toBe(true);
    expect(isPrivate('/Me/')).toBe(true);
    expect(isPrivate('/auth')).toBe(true);
    expect(isPrivate('/song/1')).toBe(false);
    expect(isPrivate('/')).toBe(false);
  });

  it('come with a remote’s own routes from the map, a route with params up to its first one', () => {
    const map = {
      mf_notes: {
        entry: '/releases/mf_notes/1.0.0-0123456789/mf-manifest.json',
        routes: [
          { key: 'notes', path: '/notes/:id', module: 'NotesPage', private: true },
          { key: 'about', path: '/notes-about', module: 'AboutPage' },
        ],
      },
    };
    // robots.txt matches by prefix: the folder, so `/notes-about` stays open.
    expect(privatePagePaths(map)).toContain('/notes/');
    expect(privatePagePaths(map)).not.toContain('/notes');
    const routes = remotePageRoutesFor(map);
    expect(isPrivatePage('/notes/7', matchRemotePage('/notes/7', routes))).toBe(true);
    expect(isPrivatePage('/notes-about', matchRemotePage('/notes-about', routes))).toBe(false);
  });

  it('never shut out the whole site for a private route that starts with a param', () => {
    const map = {
      mf_cards: {
        entry: '/releases/mf_cards/1.0.0-0123456789/mf-manifest.json',
        routes: [{ key: 'card', path: '/:card', module: 'CardPage', private: true }],
      },
    };
    expect(privatePagePaths(map)).not.toContain('/');
  });

  it('are read only from a `private: true` of a route', () => {
    const { routes } = readRoutes([
      { key: 'a', path: '/a', module: 'A', private: true },
      { key: 'b', path: '/b', module: 'B', private: 'yes' },
    ]);
    expect(routes).toEqual([
      { key: 'a', path: '/a', module: 'A', private: true },
      { key: 'b', path: '/b', module: 'B' },
    ]);
  });
});
