import {
  defaultExpansion,
  expansionStorageKey,
  parseExpansion,
  readExpansion,
  toggleExpansion,
  warmExpansionStorage,
  writeExpansion,
} from './expansionState';

describe('book overview expansion state', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('opens level A1 when nothing is stored for the code', () => {
    expect(readExpansion('DE_EN')).toEqual({ levels: ['A1'], books: [], lessons: [], music: [] });
  });

  it('keeps one entry per code in session storage', () => {
    const state = { levels: [], books: ['11'], lessons: ['101'], music: ['101'] };
    writeExpansion('DE_EN', state);
    expect(window.sessionStorage.getItem(expansionStorageKey('DE_EN'))).not.toBeNull();
    expect(window.localStorage.getItem(expansionStorageKey('DE_EN'))).toBeNull();
    expect(readExpansion('DE_EN')).toEqual(state);
    expect(readExpansion('EN_DE')).toEqual(defaultExpansion);
  });

  it('falls back safely on damaged stored values', () => {
    window.sessionStorage.setItem(expansionStorageKey('DE_EN'), '{not json');
    expect(readExpansion('DE_EN')).toEqual(defaultExpansion);
    window.sessionStorage.setItem(expansionStorageKey('DE_EN'), '["A1"]');
    expect(readExpansion('DE_EN')).toEqual(defaultExpansion);
    expect(parseExpansion(null)).toBeUndefined();
    expect(parseExpansion({ levels: 'A1', books: [1, '11', '11', null], music: ['101'] })).toEqual({
      levels: [],
      books: ['11'],
      lessons: [],
      music: ['101'],
    });
  });

  it('toggles one id of one group', () => {
    const opened = toggleExpansion(defaultExpansion, 'music', '101');
    expect(opened.music).toEqual(['101']);
    expect(toggleExpansion(opened, 'music', '101').music).toEqual([]);
    expect(toggleExpansion(defaultExpansion, 'levels', 'A1').levels).toEqual([]);
  });

  it('reads session storage ahead of the tree, in a task of its own', () => {
    jest.useFakeTimers();
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    try {
      warmExpansionStorage();
      expect(getItem).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(getItem).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage).toHaveLength(0);
    } finally {
      getItem.mockRestore();
      jest.useRealTimers();
    }
  });
});
