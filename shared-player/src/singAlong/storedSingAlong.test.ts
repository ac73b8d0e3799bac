import { readStoredSingAlong, writeStoredSingAlong } from './storedSingAlong';

describe('stored sing along', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the choice', () => {
    writeStoredSingAlong(true);
    expect(readStoredSingAlong()).toBe(true);
    writeStoredSingAlong(false);
    expect(readStoredSingAlong()).toBe(false);
  });

  it.each(['"true"', '1', 'null', '{', '[true]', '{"on":true}', ''])(
    'is off for the stored value %s',
    (raw) => {
      localStorage.setItem('playerSingAlong', raw);
      expect(readStoredSingAlong()).toBe(false);
    },
  );

  it('is off when nothing was stored', () => {
    expect(readStoredSingAlong()).toBe(false);
  });
});
