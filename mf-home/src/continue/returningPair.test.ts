import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { holdsLearning, pairOfActivities, pairOfCode } from './returningPair';

describe('the pair a returning learner last worked on', () => {
  it('reads a lesson code’s pair', () => {
    expect(pairOfCode('EN_DE_A1_B01_L03')).toBe('EN_DE');
    expect(pairOfCode('something')).toBeNull();
  });

  it('takes the newest activity: a finished quiz’s lesson', async () => {
    const fetch = mockFetch([]);
    const pair = await pairOfActivities([
      { at: '2026-11-20T09:00:00.000Z', songId: 4 },
      { at: '2026-11-21T09:00:00.000Z', lessonCode: 'EN_DE_A1_B01_L02' },
    ]);
    expect(pair).toBe('EN_DE');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the lesson of a song heard last, skipping one without a code', async () => {
    mockFetch([
      ['GET', '/api/song/4', () => jsonResponse({ songID: 4, strCode: '' })],
      ['GET', '/api/song/5', () => jsonResponse({ songID: 5, strCode: 'DE_ES_A1_B01_L01' })],
    ]);
    const pair = await pairOfActivities([
      { at: '2026-11-22T09:00:00.000Z', songId: 4 },
      { at: '2026-11-21T09:00:00.000Z', songId: 5 },
      { at: '2026-11-20T09:00:00.000Z', lessonCode: 'DE_EN_A1_B01_L01' },
    ]);
    expect(pair).toBe('DE_ES');
  });

  it('knows none without activity', async () => {
    expect(await pairOfActivities([])).toBeNull();
  });

  it('tells a browser with listening from a first visit without loading any store', async () => {
    localStorage.clear();
    expect(await holdsLearning()).toBe(false);
    localStorage.setItem(
      'listeningFacts',
      JSON.stringify({ recent: [], secondsByDay: {}, heard: [{ id: 1 }] }),
    );
    expect(await holdsLearning()).toBe(true);
    localStorage.clear();
  });
});
