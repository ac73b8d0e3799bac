import { parseRemoteMap } from './remoteMap';

describe('parseRemoteMap', () => {
  it('keeps known remotes with http(s) or same-origin manifest URLs', () => {
    expect(
      parseRemoteMap({
        mf_home: 'http://localhost:3001/mf-manifest.json',
        mf_search: '/remotes/search/mf-manifest.json',
        mf_song: 'javascript:alert(1)',
        mf_unknown: 'http://evil.example/mf-manifest.json',
        mf_quiz: 42,
      }),
    ).toEqual({
      mf_home: 'http://localhost:3001/mf-manifest.json',
      mf_search: '/remotes/search/mf-manifest.json',
    });
  });

  it('turns anything that is not an object into an empty map', () => {
    expect(parseRemoteMap(null)).toEqual({});
    expect(parseRemoteMap('mf_home')).toEqual({});
  });
});
