import type { PlayerTrack } from './playerTrack';
import { isSameTrack, neighbourInQueue } from './queue';

const track = (id: number, podcastFileName?: string): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Creator',
  ysnRestricted: 0,
  podcastFileName,
});

describe('queue', () => {
  const queue = [track(1), track(2), track(3)];

  it('finds the next and previous track of the list the song was started from', () => {
    expect(neighbourInQueue(queue, track(2), 1)?.id).toBe(3);
    expect(neighbourInQueue(queue, track(2), -1)?.id).toBe(1);
  });

  it('has no neighbour past either end or for a track outside the queue', () => {
    expect(neighbourInQueue(queue, track(3), 1)).toBeUndefined();
    expect(neighbourInQueue(queue, track(1), -1)).toBeUndefined();
    expect(neighbourInQueue(queue, track(9), 1)).toBeUndefined();
    expect(neighbourInQueue(queue, null, 1)).toBeUndefined();
  });

  it('tells a song from its podcast', () => {
    expect(isSameTrack(track(1), track(1))).toBe(true);
    expect(isSameTrack(track(1), track(1, 'pod-1.wav'))).toBe(false);
    expect(isSameTrack(null, track(1))).toBe(false);
  });
});
