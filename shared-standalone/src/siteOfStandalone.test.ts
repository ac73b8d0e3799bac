import { parseStandaloneSite } from './siteOfStandalone';

const own = 'http://localhost:3003';

describe('parseStandaloneSite', () => {
  it('takes the site origin and the other remotes, not this one', () => {
    const site = parseStandaloneSite(
      {
        siteOrigin: 'https://site.example.com/some/path',
        remotes: {
          mf_song: 'http://localhost:3003/mf-manifest.json',
          mf_quiz: 'http://localhost:3004/mf-manifest.json',
        },
      },
      'mf_song',
      own,
    );
    expect(site).toEqual({
      siteOrigin: 'https://site.example.com',
      remotes: { mf_quiz: { entry: 'http://localhost:3004/mf-manifest.json' } },
    });
  });

  it('knows no site for a bad, foreign-scheme or own origin (links then stay and show the 404)', () => {
    for (const siteOrigin of ['not a url', 'javascript:alert(1)', own, 42, undefined]) {
      expect(parseStandaloneSite({ siteOrigin }, 'mf_song', own).siteOrigin).toBeNull();
    }
    expect(parseStandaloneSite(null, 'mf_song', own)).toEqual({ siteOrigin: null, remotes: {} });
  });
});
