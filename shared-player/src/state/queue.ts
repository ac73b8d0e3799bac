import type { PlayerTrack } from './playerTrack';

/** Off: stop after the last track; all: start over; one: the current track again and again. */
export type RepeatMode = 'off' | 'all' | 'one';
export const repeatModes: readonly RepeatMode[] = ['off', 'all', 'one'];

/**
 * The queue in play order. `keys` run parallel to `tracks` and name each entry for good (the same
 * song may be queued twice); `unshuffledKeys` is the order to go back to while shuffle is on.
 */
export interface Queue {
  tracks: PlayerTrack[];
  keys: number[];
  /** Position of the current track in `tracks`; -1 when nothing of the queue is current. */
  index: number;
  unshuffledKeys: number[] | null;
}

export const emptyQueue: Queue = { tracks: [], keys: [], index: -1, unshuffledKeys: null };

/** Songs and their podcasts share an id; the podcast file tells them apart. */
export function isSameTrack(a: PlayerTrack | null, b: PlayerTrack | null): boolean {
  return !!a && !!b && a.id === b.id && (a.podcastFileName ?? '') === (b.podcastFileName ?? '');
}

/** A fresh queue of `tracks` with `start` as the current track. */
export function makeQueue(tracks: readonly PlayerTrack[], start = 0): Queue {
  return {
    tracks: [...tracks],
    keys: tracks.map((_, key) => key),
    index: tracks.length ? Math.min(Math.max(0, start), tracks.length - 1) : -1,
    unshuffledKeys: null,
  };
}

/**
 * Where the queue goes after the current track: `ended` is the track running out by itself (repeat
 * one plays it again), otherwise the listener asked for the next one.
 */
export function nextIndex(queue: Queue, repeat: RepeatMode, ended: boolean): number | undefined {
  const { index, tracks } = queue;
  if (index < 0) return undefined;
  if (ended && repeat === 'one') return index;
  if (index + 1 < tracks.length) return index + 1;
  return repeat === 'all' ? 0 : undefined;
}

export function previousIndex(queue: Queue, repeat: RepeatMode): number | undefined {
  const { index, tracks } = queue;
  if (index < 0) return undefined;
  if (index > 0) return index - 1;
  return repeat === 'all' && tracks.length > 1 ? tracks.length - 1 : undefined;
}

/** Mulberry32: a small seeded generator, so a shuffle is a pure function of its seed. */
function seededRandom(seed: number): () => number {
  let state = Math.floor(seed * 2 ** 32) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Fisher–Yates: every order equally likely. */
function fisherYates<T>(items: T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.every((key, i) => key === b[i]);

/**
 * A fair shuffle of what is left after the current track; history and the current track stay.
 * With two or more tracks left the order always changes, so turning shuffle on is never a no-op.
 */
export function shuffleUpcoming(queue: Queue, seed: number): Queue {
  const start = queue.index + 1;
  const upcoming = queue.keys.slice(start);
  const random = seededRandom(seed);
  let shuffled = fisherYates(upcoming, random);
  for (let tries = 0; upcoming.length > 1 && sameOrder(shuffled, upcoming) && tries < 8; tries++) {
    shuffled = fisherYates(upcoming, random);
  }
  const keys = [...queue.keys.slice(0, start), ...shuffled];
  return {
    ...reorder(queue, keys),
    unshuffledKeys: queue.unshuffledKeys ?? [...queue.keys],
  };
}

/** Back to the order before shuffle; the current track stays current. */
export function unshuffle(queue: Queue): Queue {
  const order = queue.unshuffledKeys;
  if (!order) return queue;
  const rank = (key: number) => {
    const position = order.indexOf(key);
    return position < 0 ? order.length + key : position;
  };
  const keys = [...queue.keys].sort((a, b) => rank(a) - rank(b));
  return { ...reorder(queue, keys), unshuffledKeys: null };
}

/** The same entries in the order of `keys`; the current entry stays current. */
function reorder(queue: Queue, keys: number[]): Queue {
  const trackOf = new Map(queue.keys.map((key, i) => [key, queue.tracks[i] as PlayerTrack]));
  const currentKey = queue.keys[queue.index];
  return {
    ...queue,
    keys,
    tracks: keys.map((key) => trackOf.get(key) as PlayerTrack),
    index: currentKey === undefined ? -1 : keys.indexOf(currentKey),
  };
}

/** Takes the entry at `position` out; the current track cannot be removed. */
export function removeAt(queue: Queue, position: number): Queue {
  if (position === queue.index || position < 0 || position >= queue.tracks.length) return queue;
  const key = queue.keys[position];
  return {
    tracks: queue.tracks.filter((_, i) => i !== position),
    keys: queue.keys.filter((_, i) => i !== position),
    index: position < queue.index ? queue.index - 1 : queue.index,
    unshuffledKeys: queue.unshuffledKeys?.filter((k) => k !== key) ?? null,
  };
}

/** Moves an upcoming entry one place up (-1) or down (1) within what is still to come. */
export function moveBy(queue: Queue, position: number, step: -1 | 1): Queue {
  const target = position + step;
  const upcoming = (i: number) => i > queue.index && i < queue.tracks.length;
  if (!upcoming(position) || !upcoming(target)) return queue;
  const keys = [...queue.keys];
  [keys[position], keys[target]] = [keys[target] as number, keys[position] as number];
  return reorder(queue, keys);
}

/** Empties the queue except for the current track. */
export function clearAround(queue: Queue): Queue {
  const track = queue.tracks[queue.index];
  const key = queue.keys[queue.index];
  if (!track || key === undefined) return emptyQueue;
  return { tracks: [track], keys: [key], index: 0, unshuffledKeys: null };
}
