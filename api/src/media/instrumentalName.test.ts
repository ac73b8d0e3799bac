import { instrumentalNameOf } from './instrumentalName';

describe('instrumentalNameOf', () => {
  it('names the backing beside the song and its preview', () => {
    expect(instrumentalNameOf('song-DE_EN_A1_B01_L01.mp3')).toBe(
      'song-DE_EN_A1_B01_L01-instrumental.mp3',
    );
    expect(instrumentalNameOf('preview-X.mp3')).toBe('preview-X-instrumental.mp3');
    expect(instrumentalNameOf('plain')).toBe('plain-instrumental');
  });
});
