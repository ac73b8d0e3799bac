import { releaseFolderOf, routeOf } from './swRoutes';

const site = 'https://btb.example';
const get = (url: string, mode = 'cors') => ({ url, method: 'GET', mode });

describe('routeOf', () => {
  it('serves a release file from the cache first, on the site and on a remote origin', () => {
    expect(routeOf(get(`${site}/releases/mf_search/0.2.0-3f9a2c1d7e/remoteEntry.js`), site)).toBe(
      'release',
    );
    expect(
      routeOf(
        get('https://search.example/releases/mf_search/0.2.0-3f9a2c1d7e/1.abcd1234.js'),
        site,
      ),
    ).toBe('release');
  });

  it('reads what names releases from the network first, so a promotion shows on the next page', () => {
    expect(routeOf(get(`${site}/remotes.json`), site)).toBe('fresh');
    expect(routeOf(get(`${site}/standalone.json`), site)).toBe('fresh');
    expect(routeOf(get(`${site}/sw.js`), site)).toBe('fresh');
    expect(routeOf(get(`${site}/mf-manifest.json`), site)).toBe('fresh');
  });

  it('reads pages from the network first', () => {
    expect(routeOf(get(`${site}/song/12?lang=de`, 'navigate'), site)).toBe('page');
    expect(routeOf(get(`${site}/`, 'navigate'), site)).toBe('page');
  });

  it('reads the API from the network, with what was saved for offline behind it', () => {
    expect(routeOf(get(`${site}/api/song/12`), site)).toBe('apiRead');
    expect(routeOf(get(`${site}/api/quiz/questions/4`), site)).toBe('apiRead');
    expect(routeOf(get('https://elsewhere.example/api/song/12'), site)).toBe('network');
  });

  it('plays saved audio from its stable key, and leaves signed streams to the browser', () => {
    expect(routeOf(get(`${site}/offline/audio/118`), site)).toBe('savedAudio');
    expect(routeOf(get(`${site}/offline/audio/118x`), site)).toBe('network');
    expect(routeOf(get(`${site}/api/media/audio/a.mp3?exp=1&sig=2`), site)).toBe('network');
  });

  it("answers a lesson code's check from a saved lesson when the network cannot", () => {
    const post = (url: string) => ({ url, method: 'POST', mode: 'cors' });
    expect(routeOf(post(`${site}/api/quiz/validate-code`), site)).toBe('quizCode');
    expect(routeOf(post(`${site}/api/reviews/logs`), site)).toBe('network');
    expect(routeOf(post('https://elsewhere.example/api/quiz/validate-code'), site)).toBe('network');
  });

  it('leaves writes and unknown origins to the browser', () => {
    expect(routeOf({ url: `${site}/remotes.json`, method: 'POST', mode: 'cors' }, site)).toBe(
      'network',
    );
    expect(routeOf(get('https://elsewhere.example/remotes.json'), site)).toBe('network');
    expect(routeOf(get('https://search.example/mf-manifest.json'), site)).toBe('network');
  });

  it('keeps the icons and the web app manifest, revalidated in the background', () => {
    expect(routeOf(get(`${site}/manifest.webmanifest`), site)).toBe('static');
    expect(routeOf(get(`${site}/icons/maskable-512.png`), site)).toBe('static');
  });

  it('does not take a path that only looks like a release for one', () => {
    expect(routeOf(get(`${site}/releases/Not-A-Remote/x/y.js`), site)).toBe('network');
    expect(routeOf(get(`${site}/releases/mf_search/remoteEntry.js`), site)).toBe('network');
  });
});

describe('releaseFolderOf', () => {
  it('names the release a file belongs to, whatever the origin', () => {
    expect(releaseFolderOf(`${site}/releases/mf_song/1.0.0-aaaaaaaaaa/x/y.js`)).toBe(
      '/releases/mf_song/1.0.0-aaaaaaaaaa/',
    );
    expect(releaseFolderOf(`${site}/main.abcdef12.js`)).toBeNull();
  });
});
