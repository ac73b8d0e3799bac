import type { PlayerTrack } from '../state/playerTrack';
import { hearableFirst } from './hearableFirst';

const track = (id: number, ysnRestricted: 0 | 1): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: '',
  ysnRestricted,
});
const ids = (tracks: PlayerTrack[]) => tracks.map((item) => item.id);

describe('the first song of Play all', () => {
  const topRated = [track(1, 1), track(2, 1), track(3, 0), track(4, 1), track(5, 0)];

  it('is one a listener without premium hears in full; the previews before it follow it', () => {
    expect(ids(hearableFirst(topRated, false))).toEqual([3, 1, 2, 4, 5]);
  });

  it('keeps the order for a premium listener, or when the first song is heard in full', () => {
    expect(ids(hearableFirst(topRated, true))).toEqual([1, 2, 3, 4, 5]);
    const free = [track(3, 0), track(1, 1)];
    expect(ids(hearableFirst(free, false))).toEqual([3, 1]);
  });

  it('keeps the order when every song is a preview', () => {
    expect(ids(hearableFirst([track(1, 1), track(2, 1)], false))).toEqual([1, 2]);
  });
});
