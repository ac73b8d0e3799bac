import { compareDictation } from './compareDictation';
import { spellingKey } from './spellingKey';

const words = (text: string) => text.split(' ');
const kinds = (typed: string, line: string) =>
  compareDictation(words(line), typed).marks.map((mark) =>
    mark.kind === 'extra' ? `+${mark.typed}` : `${mark.kind}:${mark.expected}`,
  );

describe('compareDictation', () => {
  it('accepts "oe", "ue", "ae" and "ss" for ö, ü, ä and ß', () => {
    expect(spellingKey('schoen')).toBe(spellingKey('schön'));
    expect(spellingKey('Strasse')).toBe(spellingKey('Straße'));
    expect(spellingKey('fuer')).toBe(spellingKey('für'));
    expect(spellingKey('Maedchen')).toBe(spellingKey('Mädchen'));
    const result = compareDictation(
      words('Die Straße ist schön, hör gut zu!'),
      'die strasse ist schoen hoer gut zu',
    );
    expect(result).toMatchObject({ right: 7, total: 7, allRight: true });
  });

  it('forgives case and punctuation, and skips a sung dash', () => {
    const result = compareDictation(
      words('das Handy und der Computer – das schaffst du!'),
      'Das handy, und der computer das schaffst du',
    );
    expect(result).toMatchObject({ right: 8, total: 8, allRight: true });
  });

  it('does not forgive a different word or a dropped umlaut', () => {
    expect(spellingKey('schon')).not.toBe(spellingKey('schön'));
    expect(kinds('Das Haus ist gross und alt', 'Das Haus ist groß und kalt,')).toEqual([
      'right:Das',
      'right:Haus',
      'right:ist',
      'right:groß',
      'right:und',
      'wrong:kalt,',
    ]);
  });

  it('reports a word left out or added without making the later words wrong', () => {
    expect(kinds('Haus ist sehr groß', 'Das Haus ist groß')).toEqual([
      'missing:Das',
      'right:Haus',
      'right:ist',
      '+sehr',
      'right:groß',
    ]);
    const result = compareDictation(words('Das Haus ist groß'), 'Haus ist sehr groß');
    expect(result).toMatchObject({ right: 3, total: 4, allRight: false });
  });

  it('gives each mark the place of its word in the line (for the lesson words)', () => {
    const { marks } = compareDictation(words('Handy – das Handy'), 'handy das handi');
    expect(marks).toEqual([
      { kind: 'right', index: 0, expected: 'Handy', typed: 'handy' },
      { kind: 'right', index: 2, expected: 'das', typed: 'das' },
      { kind: 'wrong', index: 3, expected: 'Handy', typed: 'handi' },
    ]);
  });

  it('an empty answer misses every word; extra words alone are not right', () => {
    expect(compareDictation(words('Hallo, hallo'), '  ')).toMatchObject({ right: 0, total: 2 });
    expect(compareDictation(words('Hallo'), 'Hallo hallo')).toMatchObject({
      right: 1,
      allRight: false,
    });
  });
});
