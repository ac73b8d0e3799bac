import { oneBookOverview } from '@btb/shared-testing';
import { lessonProgress, pathBooks } from '@btb/shared-review';
import { exampleCodeOf, defaultPairFor, lessonSuggestions } from './lessonSuggestions';

const overview = oneBookOverview('Book 1', [
  ['At the café', [1]],
  ['On the phone', [2]],
  ['At the station', [3]],
]);
const now = new Date('2026-11-25T12:00:00.000Z');
const progressOf = (facts: Parameters<typeof lessonProgress>[1]) =>
  lessonProgress(pathBooks(overview), facts, now);

describe('the lessons the code entry offers', () => {
  it('a newcomer: the first lesson of their pair', () => {
    const progress = progressOf({ heard: [], cards: [], quizScores: [] });
    expect(lessonSuggestions(overview, progress)).toEqual([
      { code: 'DE_EN_A1_B01_L01', name: 'At the café', kind: 'first' },
    ]);
  });

  it('a returning learner: the current lesson, then the ones worked on lately, newest first', () => {
    const progress = progressOf({
      heard: [{ id: 3, at: '2026-11-24T09:00:00.000Z' }],
      cards: [],
      quizScores: [
        {
          lessonCode: 'DE_EN_A1_B01_L01',
          correct: 3,
          total: 4,
          finishedAt: '2026-11-23T09:00:00.000Z',
        },
      ],
    });
    expect(lessonSuggestions(overview, progress)).toEqual([
      { code: 'DE_EN_A1_B01_L02', name: 'On the phone', kind: 'current' },
      { code: 'DE_EN_A1_B01_L03', name: 'At the station', kind: 'recent' },
      { code: 'DE_EN_A1_B01_L01', name: 'At the café', kind: 'recent' },
    ]);
  });

  it('gives a real code of the pair as the example', () => {
    expect(exampleCodeOf('DE_ES')).toBe('DE_ES_A1_B01_L01');
    expect(exampleCodeOf(defaultPairFor('de'))).toBe('EN_DE_A1_B01_L01');
    expect(exampleCodeOf(defaultPairFor('es'))).toBe('DE_ES_A1_B01_L01');
  });
});
