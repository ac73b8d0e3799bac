import { readStoredLineTranslations, writeStoredLineTranslations } from './storedLineTranslations';

describe('stored line translations', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the choice', () => {
    writeStoredLineTranslations(true);
    expect(readStoredLineTranslations()).toBe(true);
    writeStoredLineTranslations(false);
    expect(readStoredLineTranslations()).toBe(false);
  });

  it.each(['"true"', '1', 'null', '{', '[true]', '{"on":true}', ''])(
    'is off for the stored value %s',
    (raw) => {
      localStorage.setItem('songLyricTranslations', raw);
      expect(readStoredLineTranslations()).toBe(false);
    },
  );

  it('is off when nothing was stored', () => {
    expect(readStoredLineTranslations()).toBe(false);
  });
});
