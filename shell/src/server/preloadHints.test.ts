import { preloadHints } from './preloadHints';

const manifest = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'SongPage',
      assets: { js: { sync: ['__federation_expose_SongPage.1a2b.js', '9.c3.js'] } },
    },
    { name: 'Other', assets: { js: { sync: ['other.js'] } } },
  ],
});

describe('preloadHints', () => {
  it('names the remote entry and the page chunks, at the remote origin', () => {
    const hints = preloadHints(
      'mf_song/SongPage',
      { mf_song: 'http://localhost:3003/mf-manifest.json' },
      manifest,
    );
    expect(hints).toBe(
      '<link rel="preload" as="script" href="http://localhost:3003/remoteEntry.js">' +
        '<link rel="preload" as="script" href="http://localhost:3003/__federation_expose_SongPage.1a2b.js">' +
        '<link rel="preload" as="script" href="http://localhost:3003/9.c3.js">',
    );
  });

  it('gives nothing for an unknown remote or a broken manifest', () => {
    expect(preloadHints('mf_song/SongPage', {}, manifest)).toBe('');
    expect(preloadHints('mf_song/SongPage', { mf_song: 'http://x/mf-manifest.json' }, '{')).toBe(
      '',
    );
  });
});
