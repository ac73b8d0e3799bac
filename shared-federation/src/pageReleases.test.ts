import { readPageReleases, recordReleases } from './pageReleases';

describe('the releases the page records on <html>', () => {
  it('names the release of each remote, an override by its URL, and nothing left from before', () => {
    const root = document.createElement('html');
    root.setAttribute('data-release-mf-home', '0.9.0-oldoldoldo');
    recordReleases(
      {
        mf_search: {
          entry: '/releases/mf_search/1.0.0-aaaaaaaaaa/mf-manifest.json',
          release: '1.0.0-aaaaaaaaaa',
        },
        mf_learning_plan: { entry: '/releases/x/mf-manifest.json', release: '1.2.0-cccccccccc' },
        mf_song: { entry: 'http://localhost:3203/mf-manifest.json', release: '1.0.0-bbbbbbbbbb' },
        mf_quiz: { entry: 'http://localhost:3004/mf-manifest.json' },
      },
      [{ remote: 'mf_song', entry: 'http://localhost:3203/mf-manifest.json' }],
      root,
    );
    expect(root.getAttribute('data-release-mf-search')).toBe('1.0.0-aaaaaaaaaa');
    expect(root.getAttribute('data-release-mf-learning-plan')).toBe('1.2.0-cccccccccc');
    expect(root.getAttribute('data-release-mf-song')).toBe(
      'override http://localhost:3203/mf-manifest.json',
    );
    expect(root.hasAttribute('data-release-mf-quiz')).toBe(false);
    expect(root.hasAttribute('data-release-mf-home')).toBe(false);
    expect(readPageReleases(root)).toEqual({
      mf_search: '1.0.0-aaaaaaaaaa',
      mf_learning_plan: '1.2.0-cccccccccc',
      mf_song: 'override http://localhost:3203/mf-manifest.json',
    });
  });
});
