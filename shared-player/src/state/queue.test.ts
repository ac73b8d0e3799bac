import type { PlayerTrack } from './playerTrack';
import {
  clearAround,
  isSameTrack,
  makeQueue,
  moveBy,
  nextIndex,
  previousIndex,
  removeAt,
  shuffleUpcoming,
  unshuffle,
  type Queue,
} from './queue';

const track = (id: number, podcastFileName?: string): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Creator',
  ysnRestricted: 0,
  podcastFileName,
});

const ids = (queue: Queue) => queue.tracks.map((t) => t.id);
const current = (queue: Queue) => queue.tracks[queue.index]?.id;
const five = () => makeQueue([1, 2, 3, 4, 5].map((id) => track(id)));

describe('queue', () => {
  it('goes to the next track and back, and stops at either end with repeat off', () => {
    const queue = makeQueue([track(1), track(2), track(3)], 1);
    expect(nextIndex(queue, 'off', false)).toBe(2);
    expect(previousIndex(queue, 'off')).toBe(0);
    expect(nextIndex({ ...queue, index: 2 }, 'off', true)).toBeUndefined();
    expect(previousIndex({ ...queue, index: 0 }, 'off')).toBeUndefined();
  });

  it('starts over with repeat all, in both directions', () => {
    const queue = makeQueue([track(1), track(2), track(3)], 2);
    expect(nextIndex(queue, 'all', true)).toBe(0);
    expect(previousIndex({ ...queue, index: 0 }, 'all')).toBe(2);
  });

  it('replays the track that ended with repeat one, but Next still moves on', () => {
    const queue = makeQueue([track(1), track(2)], 0);
    expect(nextIndex(queue, 'one', true)).toBe(0);
    expect(nextIndex(queue, 'one', false)).toBe(1);
  });

  it('has no next or previous when nothing of the queue is current', () => {
    expect(nextIndex(makeQueue([]), 'all', true)).toBeUndefined();
    expect(previousIndex(makeQueue([]), 'all')).toBeUndefined();
  });

  it('shuffles only what is left, keeps history and the current track, and always changes the order', () => {
    for (const seed of [0, 0.1, 0.5, 0.9]) {
      const queue = { ...five(), index: 1 };
      const shuffled = shuffleUpcoming(queue, seed);
      expect(ids(shuffled).slice(0, 2)).toEqual([1, 2]);
      expect(current(shuffled)).toBe(2);
      expect([...ids(shuffled)].sort()).toEqual([1, 2, 3, 4, 5]);
      expect(ids(shuffled).slice(2)).not.toEqual([3, 4, 5]);
    }
  });

  it('is a fair shuffle: each track leads what is left about as often as the others', () => {
    const firstCounts = new Map<number, number>();
    const runs = 4000;
    for (let run = 0; run < runs; run++) {
      const first = ids(shuffleUpcoming({ ...five(), index: -1 }, run / runs))[0] as number;
      firstCounts.set(first, (firstCounts.get(first) ?? 0) + 1);
    }
    for (const id of [1, 2, 3, 4, 5]) {
      // Uniform would be 800 each; the retry for "same order" moves only a handful.
      expect(firstCounts.get(id)).toBeGreaterThan(650);
      expect(firstCounts.get(id)).toBeLessThan(950);
    }
  });

  it('un-shuffle restores the order from before and keeps the current track playing', () => {
    const shuffled = shuffleUpcoming(five(), 0.3);
    const moved = { ...shuffled, index: 3 };
    const playing = current(moved);
    const restored = unshuffle(moved);
    expect(ids(restored)).toEqual([1, 2, 3, 4, 5]);
    expect(current(restored)).toBe(playing);
    expect(restored.unshuffledKeys).toBeNull();
  });

  it('removes an entry, keeping the current track, and never removes the current one', () => {
    const queue = { ...five(), index: 2 };
    const removed = removeAt(queue, 0);
    expect(ids(removed)).toEqual([2, 3, 4, 5]);
    expect(current(removed)).toBe(3);
    expect(removeAt(queue, 2)).toBe(queue);
    expect(ids(removeAt(queue, 4))).toEqual([1, 2, 3, 4]);
  });

  it('a track removed while shuffled stays removed after un-shuffle', () => {
    const shuffled = shuffleUpcoming(five(), 0.7);
    const position = shuffled.tracks.findIndex((t) => t.id === 4);
    expect(ids(unshuffle(removeAt(shuffled, position)))).toEqual([1, 2, 3, 5]);
  });

  it('moves an upcoming entry up or down within what is still to come', () => {
    const queue = { ...five(), index: 1 };
    expect(ids(moveBy(queue, 3, -1))).toEqual([1, 2, 4, 3, 5]);
    expect(ids(moveBy(queue, 3, 1))).toEqual([1, 2, 3, 5, 4]);
    expect(moveBy(queue, 2, -1)).toBe(queue); // would pass the current track
    expect(moveBy(queue, 4, 1)).toBe(queue); // already last
    expect(current(moveBy(queue, 3, -1))).toBe(2);
  });

  it('the same song queued twice stays two entries', () => {
    const queue = makeQueue([track(1), track(2), track(1)], 0);
    expect(ids(removeAt(queue, 2))).toEqual([1, 2]);
    expect(current(removeAt(queue, 2))).toBe(1);
  });

  it('clear keeps only the current track', () => {
    expect(ids(clearAround({ ...five(), index: 3 }))).toEqual([4]);
    expect(clearAround(makeQueue([])).tracks).toEqual([]);
  });

  it('tells a song from its podcast', () => {
    expect(isSameTrack(track(1), track(1))).toBe(true);
    expect(isSameTrack(track(1), track(1, 'pod-1.wav'))).toBe(false);
    expect(isSameTrack(null, track(1))).toBe(false);
  });
});
