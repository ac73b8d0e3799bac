import { songForm } from './songForm';

describe('songForm', () => {
  it('gives each sung line its section from the headers', () => {
    const lyrics = '[Verse 1]\na\nb\n\n[Chorus]\nc\nd\n\n[Verse 2]\ne\n\n[Chorus]\nc';
    const form = songForm(lyrics, ['a', 'b', 'c', 'd', 'e', 'c']);
    expect(form.map((line) => `${line.kind}${line.section}.${line.indexInSection}`)).toEqual([
      'verse0.0',
      'verse0.1',
      'chorus1.0',
      'chorus1.1',
      'verse2.0',
      'chorus3.0',
    ]);
  });

  it('knows the refrain in German and Spanish', () => {
    expect(songForm('[Refrain]\nx', ['x'])[0]?.kind).toBe('chorus');
    expect(songForm('[Estribillo]\nx', ['x'])[0]?.kind).toBe('chorus');
  });

  it('takes lyrics that do not hold the lines as one verse', () => {
    const form = songForm('[Chorus]\nother', ['a', 'b']);
    expect(form.map((line) => line.kind)).toEqual(['verse', 'verse']);
    expect(form.map((line) => line.indexInSection)).toEqual([0, 1]);
  });
});
