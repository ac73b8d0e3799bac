import { readStored, removeStored, writeStored } from '@btb/shared-store';
import {
  isPlaybackSpeed,
  queueOf,
  type PlayerState,
  type RestoredPlayer,
} from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { repeatModes, type Queue, type RepeatMode } from '../state/queue';
import { queueSourceKinds, type QueueSource } from '../state/queueSource';

/** Bump the version when the stored shape changes: older entries are then ignored. */
export const storedPlayerKey = 'playerQueue';
export const storedPlayerVersion = 1;
/** More than any list the site offers; a longer stored queue is not ours. */
const maxStoredTracks = 2000;

interface StoredPlayer {
  version: typeof storedPlayerVersion;
  tracks: PlayerTrack[];
  keys: number[];
  index: number;
  unshuffledKeys: number[] | null;
  source: QueueSource | null;
  position: number;
  /** The track's length, so the restored bar shows the position on its slider. */
  duration: number;
  repeat: RepeatMode;
  speed: number;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOptional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;
const isKeyList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(isCount) && new Set(value).size === value.length;

function asTrack(value: unknown): PlayerTrack | undefined {
  if (!isObject(value)) return undefined;
  const { id, title, creator, artist, likes, audioUrl, imageUrl, duration, ysnRestricted } = value;
  const { podcastFileName } = value;
  const valid =
    Number.isInteger(id) &&
    Number(id) > 0 &&
    isString(title) &&
    isString(creator) &&
    isOptional(artist, isString) &&
    isOptional(likes, isCount) &&
    isOptional(audioUrl, isString) &&
    isOptional(imageUrl, isString) &&
    isOptional(duration, (d) => typeof d === 'number' && Number.isFinite(d) && d >= 0) &&
    (ysnRestricted === 0 || ysnRestricted === 1) &&
    isOptional(podcastFileName, isString);
  if (!valid) return undefined;
  // Only the known fields come back, whatever else the entry holds.
  const track: PlayerTrack = { id: Number(id), title, creator, ysnRestricted };
  if (isString(artist)) track.artist = artist;
  if (isCount(likes)) track.likes = likes;
  if (isString(audioUrl)) track.audioUrl = audioUrl;
  if (isString(imageUrl)) track.imageUrl = imageUrl;
  if (typeof duration === 'number') track.duration = duration;
  if (isString(podcastFileName)) track.podcastFileName = podcastFileName;
  return track;
}

function asSource(value: unknown): QueueSource | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.name)) return undefined;
  const kind = queueSourceKinds.find((known) => known === value.kind);
  return kind ? { kind, name: value.name } : undefined;
}

/**
 * The stored player, or undefined when the entry is missing, corrupt, from another version or does
 * not add up (keys and tracks of different lengths, a current position outside the queue).
 */
export function asRestoredPlayer(value: unknown): RestoredPlayer | undefined {
  if (!isObject(value) || value.version !== storedPlayerVersion) return undefined;
  const { tracks, keys, index, unshuffledKeys, position, repeat, speed } = value;
  if (!Array.isArray(tracks) || !tracks.length || tracks.length > maxStoredTracks) return undefined;
  const parsed = tracks.map(asTrack);
  if (!parsed.every((track): track is PlayerTrack => !!track)) return undefined;
  if (!isKeyList(keys) || keys.length !== parsed.length) return undefined;
  if (!isCount(index) || index >= parsed.length) return undefined;
  if (unshuffledKeys !== null && !isKeyList(unshuffledKeys)) return undefined;
  const source = asSource(value.source);
  if (source === undefined) return undefined;
  const mode = repeatModes.find((known) => known === repeat);
  if (!mode || typeof position !== 'number' || !Number.isFinite(position) || position < 0) {
    return undefined;
  }
  const queue: Queue = { tracks: parsed, keys, index, unshuffledKeys };
  const { duration } = value;
  return {
    queue,
    source,
    position,
    duration:
      typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : 0,
    repeat: mode,
    speed: isPlaybackSpeed(speed) ? speed : 1,
  };
}

export function readStoredPlayer(): RestoredPlayer | undefined {
  return readStored<RestoredPlayer | undefined>(storedPlayerKey, asRestoredPlayer, undefined);
}

/** Stores what a reload needs; with nothing queued the entry goes away. */
export function writeStoredPlayer(state: PlayerState): void {
  const queue = queueOf(state);
  if (queue.index < 0 || !state.currentTrack) {
    removeStored(storedPlayerKey);
    return;
  }
  const stored: StoredPlayer = {
    version: storedPlayerVersion,
    ...queue,
    source: state.queueSource,
    position: Math.floor(state.currentTime),
    duration: state.duration,
    repeat: state.repeat,
    speed: state.speed,
  };
  writeStored(storedPlayerKey, stored);
}
