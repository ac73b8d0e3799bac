import type { PlayerTrack } from '../state/playerTrack';
import { fetchReviewMix } from './fetchReviewMix';
import { lessonsByDue, pickMixTracks } from './reviewMix';

const track = (id: number): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: '',
  ysnRestricted: 0,
});

const cards = [
  { lessonCode: 'L2', due: '2026-11-25T10:00:00.000Z' },
  { lessonCode: 'L1', due: '2026-11-24T09:00:00.000Z' },
  { lessonCode: 'L3', due: '2026-11-20T08:00:00.000Z' },
  { lessonCode: 'L2', due: '2026-11-22T10:00:00.000Z' },
  { lessonCode: 'L1', due: '2026-12-01T10:00:00.000Z' },
];

describe('review mix', () => {
  it('ranks each lesson once, by its most due card, most due first', () => {
    expect(lessonsByDue(cards)).toEqual(['L3', 'L2', 'L1']);
    expect(lessonsByDue(cards, 2)).toEqual(['L3', 'L2']);
    expect(lessonsByDue([])).toEqual([]);
  });

  it('puts the lessons of the learner’s chosen pair first, each part most due first', () => {
    const paired = [
      { lessonCode: 'EN_DE_A1_B01_L01', due: '2026-11-20T08:00:00.000Z' },
      { lessonCode: 'DE_EN_A1_B01_L02', due: '2026-11-24T08:00:00.000Z' },
      { lessonCode: 'DE_EN_A1_B01_L01', due: '2026-11-23T08:00:00.000Z' },
    ];
    expect(lessonsByDue(paired, 12, 'DE_EN')).toEqual([
      'DE_EN_A1_B01_L01',
      'DE_EN_A1_B01_L02',
      'EN_DE_A1_B01_L01',
    ]);
    expect(lessonsByDue(paired)[0]).toBe('EN_DE_A1_B01_L01');
  });

  it('takes one song per lesson, skipping a song an earlier lesson already brought', () => {
    const mix = pickMixTracks([
      { code: 'L3', tracks: [track(7), track(8)] },
      { code: 'L2', tracks: [track(7), track(9)] },
      { code: 'L1', tracks: [] },
      { code: 'L4', tracks: [track(7)] },
    ]);
    expect(mix.map((t) => t.id)).toEqual([7, 9]);
  });

  it('fetches the songs of the due lessons and plays one of each, most due first', async () => {
    const songs: Record<string, PlayerTrack[]> = {
      L1: [track(1), track(11)],
      L2: [track(2)],
      L3: [track(3), track(33)],
    };
    const fetchTracks = jest.fn((code: string) => Promise.resolve(songs[code] ?? []));
    const mix = await fetchReviewMix(null, cards, fetchTracks);
    expect(mix.map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it('leaves out a lesson whose songs fail, and fails only when every lesson does', async () => {
    const mix = await fetchReviewMix(null, cards, (code) =>
      code === 'L2' ? Promise.reject(new Error('offline')) : Promise.resolve([track(code.length)]),
    );
    expect(mix).toHaveLength(1);
    await expect(
      fetchReviewMix(null, cards, () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
  });
});
