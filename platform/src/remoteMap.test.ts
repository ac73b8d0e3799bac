import { parseRemoteMap } from './remoteMap';

describe('parseRemoteMap', () => {
  it('keeps remotes with http(s) or same-origin manifest URLs, bare or with their release', () => {
    expect(
      parseRemoteMap({
        mf_home: 'http://localhost:3001/mf-manifest.json',
        mf_search: {
          entry: '/releases/mf_search/0.1.0-0123456789/mf-manifest.json',
          release: '0.1.0-0123456789',
          integrity: 'sha384-abc',
          routes: [{ key: 'search', path: '/search', module: 'SearchPage' }, { path: 'x' }],
        },
        mf_song: 'javascript:alert(1)',
        'Bad Name': 'http://localhost:3009/mf-manifest.json',
        mf_quiz: 42,
      }),
    ).toEqual({
      mf_home: { entry: 'http://localhost:3001/mf-manifest.json' },
      mf_search: {
        entry: '/releases/mf_search/0.1.0-0123456789/mf-manifest.json',
        release: '0.1.0-0123456789',
        integrity: 'sha384-abc',
        routes: [{ key: 'search', path: '/search', module: 'SearchPage' }],
      },
    });
  });

  it('keeps only routes and nav links it can serve: fixed segments and :params, a label', () => {
    const entry = '/releases/mf_hello/1.0.0-0123456789/mf-manifest.json';
    expect(
      parseRemoteMap({
        mf_hello: {
          entry,
          routes: [
            { key: 'a', path: '/hello/:name', module: 'HelloPage' },
            { key: 'b', path: '/hello/*', module: 'HelloPage' },
            { key: 'c', path: '/a?b', module: 'HelloPage' },
            { key: 'd', path: '/hello', module: 42 },
          ],
          nav: [
            { path: '/hello', label: { en: 'Hello', de: 'Hallo' }, badge: 7 },
            { path: '/hello/me', label: { en: 'Me' } },
          ],
        },
        mf_other: { entry, nav: { path: 'javascript:x', label: { en: 'X', de: 'X' } } },
      }),
    ).toEqual({
      mf_hello: {
        entry,
        routes: [{ key: 'a', path: '/hello/:name', module: 'HelloPage' }],
        // Missing order: a safe default; a badge id that is not a string is dropped; a link
        // without its German label is dropped (the registry refuses it: one rule set).
        nav: [{ path: '/hello', order: 100, label: { en: 'Hello', de: 'Hallo' } }],
      },
      mf_other: { entry },
    });
  });

  it('turns anything that is not an object into an empty map', () => {
    expect(parseRemoteMap(null)).toEqual({});
    expect(parseRemoteMap('mf_home')).toEqual({});
  });
});
