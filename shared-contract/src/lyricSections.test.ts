import { lyricSectionOf } from './lyricSections';

describe('lyricSectionOf', () => {
  it.each([
    ['[Strophe 1]', { kind: 'verse', number: 1 }],
    ['[Verse 2]', { kind: 'verse', number: 2 }],
    ['[Estrofa 2]', { kind: 'verse', number: 2 }],
    ['[Refrain]', { kind: 'chorus' }],
    ['[Chorus]', { kind: 'chorus' }],
    ['[Estribillo]', { kind: 'chorus' }],
    ['[Bridge]', { kind: 'bridge' }],
    [' [Outro] ', { kind: 'outro' }],
  ])('reads %s in any of the site’s languages', (header, section) => {
    expect(lyricSectionOf(header)).toEqual(section);
  });

  it('names nothing for a sung line or a header it does not know', () => {
    expect(lyricSectionOf('Guten Morgen, hör gut zu,')).toBeNull();
    expect(lyricSectionOf('[Solo]')).toBeNull();
    expect(lyricSectionOf('[]')).toBeNull();
  });
});
