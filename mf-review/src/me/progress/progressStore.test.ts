import { browserStorageKeys } from '@btb/shared-contract';
import { collectProgress } from './progressStore';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual<object>('@btb/shared-review'),
  readReviewLogs: jest.fn(() => Promise.resolve([])),
  readQuizScores: jest.fn(() => Promise.resolve([score])),
}));

const score = {
  lessonCode: 'DE_EN_A1_B01_L01',
  correct: 7,
  total: 8,
  finishedAt: '2026-11-25T09:00:00.000Z',
};

const settings = { playerVolume: 0.5, learningPair: null };

describe('collectProgress', () => {
  beforeEach(() => window.localStorage.clear());

  it('carries the language only when the learner chose one, so an import does not switch it', async () => {
    expect((await collectProgress(settings)).settings.language).toBeUndefined();
    window.localStorage.setItem(browserStorageKeys.language, 'de');
    expect((await collectProgress(settings)).settings.language).toBe('de');
    window.localStorage.setItem(browserStorageKeys.language, 'fr');
    expect((await collectProgress(settings)).settings.language).toBeUndefined();
  });

  it("carries the quiz's best scores and the chosen pair, a skipped question too", async () => {
    const file = await collectProgress({ playerVolume: 0.5, learningPair: 'none' });
    expect(file.quizScores).toEqual([score]);
    expect(file.settings.learningPair).toBe('none');
    expect((await collectProgress(settings)).settings).not.toHaveProperty('learningPair');
  });
});
