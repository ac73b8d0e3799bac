import { readRoutes } from './routes';
import { isPrivatePage, privatePagePaths } from './remotePageRoutes';

describe('private pages', () => {
  it('are the shell’s account and team pages and the routes marked private', () => {
    expect(privatePagePaths({}).sort()).toEqual(
      ['/auth', '/confirm-email', '/deployments', '/me', '/review'].sort(),
    );
    expect(isPrivatePage('/review', {})).toBe(true);
    expect(isPrivatePage('/Me/', {})).toBe(true);
    expect(isPrivatePage('/song/1', {})).toBe(false);
    expect(isPrivatePage('/', {})).toBe(false);
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
    expect(privatePagePaths(map)).toContain('/notes');
    expect(privatePagePaths(map)).not.toContain('/notes-about');
    expect(isPrivatePage('/notes/7', map)).toBe(true);
    expect(isPrivatePage('/notes-about', map)).toBe(false);
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
