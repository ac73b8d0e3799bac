import { readStored, removeStored, writeStored } from './browserStorage';

const asNumberList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? value : undefined;

describe('browserStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back what was written', () => {
    writeStored('likes', [1, 2]);
    expect(readStored('likes', asNumberList, [])).toEqual([1, 2]);
  });

  it('falls back to the default for malformed JSON or values that fail validation', () => {
    window.localStorage.setItem('likes', '{not json');
    expect(readStored('likes', asNumberList, [])).toEqual([]);
    window.localStorage.setItem('likes', JSON.stringify(['a']));
    expect(readStored('likes', asNumberList, [])).toEqual([]);
  });

  it('removes entries and keeps session storage apart', () => {
    writeStored('open', ['A1'], 'session');
    expect(readStored('open', asNumberList, [7])).toEqual([7]);
    removeStored('open', 'session');
    expect(window.sessionStorage.getItem('open')).toBeNull();
  });
});
