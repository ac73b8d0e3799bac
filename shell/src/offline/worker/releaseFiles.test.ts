import { releaseFiles, releaseManifests } from './releaseFiles';

const manifestUrl = 'https://search.example/releases/mf_search/0.2.0-3f9a2c1d7e/mf-manifest.json';
const folder = 'https://search.example/releases/mf_search/0.2.0-3f9a2c1d7e/';

describe('releaseFiles', () => {
  it("lists the manifest, the remote entry and every exposed module's chunks", () => {
    const files = releaseFiles(manifestUrl, {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      shared: [{ name: 'react', assets: { js: { sync: ['react.11111111.js'], async: [] } } }],
      exposes: [
        {
          name: 'SearchPage',
          assets: {
            js: { sync: ['page.22222222.js'], async: ['lazy.33333333.js'] },
            css: { sync: ['page.44444444.css'], async: [] },
          },
        },
      ],
    });
    expect(files.sort()).toEqual(
      [
        manifestUrl,
        `${folder}remoteEntry.js`,
        `${folder}page.22222222.js`,
        `${folder}lazy.33333333.js`,
        `${folder}page.44444444.css`,
      ].sort(),
    );
    // The shell provides every shared package: the remote's fallback copies are not kept.
    expect(files).not.toContain(`${folder}react.11111111.js`);
  });

  it('keeps a file of the release inside it, and ignores other origins and junk', () => {
    const files = releaseFiles(manifestUrl, {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } },
      exposes: [{ assets: { js: { sync: ['https://evil.example/x.js', 42, ''], async: 'x' } } }],
    });
    expect(files).toEqual([manifestUrl, `${folder}entry/remoteEntry.js`]);
    expect(releaseFiles(manifestUrl, 'not a manifest')).toEqual([manifestUrl]);
  });
});

describe('releaseManifests', () => {
  it("reads each remote's release manifest from a map, relative entries on the site", () => {
    expect(
      releaseManifests(
        {
          mf_search: { entry: manifestUrl, release: '0.2.0-3f9a2c1d7e' },
          mf_song: { entry: '/releases/mf_song/1.0.0-aaaaaaaaaa/mf-manifest.json' },
          mf_dev: 'http://localhost:3202/mf-manifest.json',
          broken: { entry: 42 },
        },
        'https://btb.example',
      ),
    ).toEqual([
      manifestUrl,
      'https://btb.example/releases/mf_song/1.0.0-aaaaaaaaaa/mf-manifest.json',
    ]);
    expect(releaseManifests(null, 'https://btb.example')).toEqual([]);
  });
});
