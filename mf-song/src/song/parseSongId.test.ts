import { parseSongId } from './parseSongId';

describe('parseSongId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseSongId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', '9999999999']) {
      expect(parseSongId(bad)).toBeUndefined();
    }
  });
});
