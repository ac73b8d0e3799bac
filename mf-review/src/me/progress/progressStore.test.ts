import { browserStorageKeys } from '@btb/shared-contract';
import { collectProgress } from './progressStore';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual<object>('@btb/shared-review'),
  readReviewLogs: jest.fn(() => Promise.resolve([])),
}));

describe('collectProgress', () => {
  beforeEach(() => window.localStorage.clear());

  it('carries the language only when the learner chose one, so an import does not switch it', async () => {
    expect((await collectProgress({ playerVolume: 0.5 })).settings.language).toBeUndefined();
    window.localStorage.setItem(browserStorageKeys.language, 'de');
    expect((await collectProgress({ playerVolume: 0.5 })).settings.language).toBe('de');
    window.localStorage.setItem(browserStorageKeys.language, 'fr');
    expect((await collectProgress({ playerVolume: 0.5 })).settings.language).toBeUndefined();
  });
});
