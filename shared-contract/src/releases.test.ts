import { releaseFolderIn, releaseFolderPath, remoteNamePattern } from './releases';

describe('release folders', () => {
  it('are read back from the path they are written as', () => {
    const folder = releaseFolderPath('mf_song', '1.2.0-0123456789');
    expect(folder).toBe('/releases/mf_song/1.2.0-0123456789/');
    expect(releaseFolderIn(`${folder}remoteEntry.js`)).toBe(folder);
  });

  it('take every release id the registry gives, build metadata too', () => {
    expect(releaseFolderIn('/releases/mf_song/1.2.0+exp.1-0123456789/a.js')).toBe(
      '/releases/mf_song/1.2.0+exp.1-0123456789/',
    );
  });

  it('refuse what is not a remote’s release', () => {
    expect(releaseFolderIn('/releases/MF-Song/1.0.0/a.js')).toBeNull();
    expect(releaseFolderIn('/main.abcdef12.js')).toBeNull();
    expect(releaseFolderIn('/x/releases/mf_song/1.0.0/a.js')).toBeNull();
  });

  it('name remotes the one way', () => {
    expect(remoteNamePattern.test('mf_search')).toBe(true);
    expect(remoteNamePattern.test('mf-search')).toBe(false);
    expect(remoteNamePattern.test(`m${'x'.repeat(60)}`)).toBe(false);
  });
});
