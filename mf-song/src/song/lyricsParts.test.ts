import { timedLine } from '@btb/shared-testing';
import { lyricsParts } from './lyricsParts';

const lines = [
  timedLine(2, 'Hallo, hallo', 'Hello, hello'),
  timedLine(5, 'Tschüss, tschüss', 'Bye, bye'),
  timedLine(9, 'Hallo, hallo', 'Hello, hello'),
];

describe('lyricsParts', () => {
  it('keeps headers and blank lines, and matches each sung line to its timed line in order', () => {
    const lyrics = '[Strophe 1]\nHallo, hallo\nTschüss,  tschüss\n\n[Refrain]\nHallo, hallo';
    expect(lyricsParts(lyrics, lines)).toEqual([
      { kind: 'header', text: '[Strophe 1]' },
      { kind: 'sung', line: 0 },
      { kind: 'sung', line: 1 },
      { kind: 'blank' },
      { kind: 'header', text: '[Refrain]' },
      // The refrain's repeat is its own timed line, not the first one again.
      { kind: 'sung', line: 2 },
    ]);
  });

  it('leaves a line without a timed match as text, and goes on matching after it', () => {
    expect(lyricsParts('Hallo, hallo\nLa la la\r\nTschüss, tschüss', lines)).toEqual([
      { kind: 'sung', line: 0 },
      { kind: 'text', text: 'La la la' },
      { kind: 'sung', line: 1 },
    ]);
  });

  it('shows every line as text when there are no timed lines, and the timed lines when no text', () => {
    expect(lyricsParts('Hallo\n[Refrain]', [])).toEqual([
      { kind: 'text', text: 'Hallo' },
      { kind: 'header', text: '[Refrain]' },
    ]);
    expect(lyricsParts(' ', lines.slice(0, 2))).toEqual([
      { kind: 'sung', line: 0 },
      { kind: 'sung', line: 1 },
    ]);
  });
});
