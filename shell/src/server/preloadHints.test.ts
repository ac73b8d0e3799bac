import { preloadHints } from './preloadHints';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'SongPage',
      assets: { js: { sync: ['__federation_expose_SongPage.1a2b.js', '9.c3.js'] } },
    },
    { name: 'Other', assets: { js: { sync: ['other.js'] } } },
  ],
};

describe('preloadHints', () => {
  it('names the manifest, the remote entry and the page chunks, at the remote origin', () => {
    expect(preloadHints('SongPage', 'http://localhost:3003/mf-manifest.json', manifest)).toBe(
      '<template data-after-first-paint>' +
        '<link rel="preload" as="fetch" href="http://localhost:3003/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="http://localhost:3003/remoteEntry.js">' +
        '<link rel="preload" as="script" href="http://localhost:3003/__federation_expose_SongPage.1a2b.js">' +
        '<link rel="preload" as="script" href="http://localhost:3003/9.c3.js">' +
        '</template>',
    );
  });

  it('names only the entry for a page the manifest does not list, under its path', () => {
    const cdn = 'https://cdn.example.com/v42/mf-manifest.json';
    expect(preloadHints('Missing', cdn, manifest)).toBe(
      '<template data-after-first-paint>' +
        `<link rel="preload" as="fetch" href="${cdn}" crossorigin="anonymous">` +
        '<link rel="preload" as="script" href="https://cdn.example.com/v42/remoteEntry.js">' +
        '</template>',
    );
  });

  it('gives the entry the release integrity and crossorigin, as the runtime loads it', () => {
    const hints = preloadHints(
      'Other',
      'http://localhost:3003/mf-manifest.json',
      manifest,
      'sha384-x"y',
    );
    expect(hints).toBe(
      '<template data-after-first-paint>' +
        '<link rel="preload" as="fetch" href="http://localhost:3003/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="http://localhost:3003/remoteEntry.js" integrity="sha384-x&quot;y" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="http://localhost:3003/other.js">' +
        '</template>',
    );
  });
});
