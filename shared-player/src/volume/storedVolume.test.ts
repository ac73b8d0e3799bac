import { readStoredVolume, writeStoredVolume } from './storedVolume';

describe('stored volume', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the volume', () => {
    writeStoredVolume(0.35);
    expect(readStoredVolume()).toBe(0.35);
  });

  it.each(['"loud"', '7', '-1', 'null', '{', '[0.5]'])('ignores the stored value %s', (raw) => {
    localStorage.setItem('playerVolume', raw);
    expect(readStoredVolume()).toBeUndefined();
  });

  it('has nothing when nothing was stored', () => {
    expect(readStoredVolume()).toBeUndefined();
  });
});
