import { browserStorageKeys, isRecord } from '@btb/shared-contract';
import { readStored, writeStored } from '@btb/shared-store';
import { windowSubscription } from './windowSubscription';

/** One saved song: its audio (and what of it), detail and cover, under stable keys. */
export interface SavedSong {
  id: number;
  ysnRestricted: 0 | 1;
  /** `full`: the whole track; `preview`: the 20-second preview a restricted song gives others. */
  audio: 'full' | 'preview';
  /** A restricted full track: playable offline until then (ms since epoch), for `owner` only. */
  fullUntil?: number;
  owner?: string;
  bytes: number;
  /** The keys of its saved files besides the audio (detail, cover). */
  urls: string[];
}

/** How long a premium listener's full track plays offline without an online check (a period). */
export const offlinePeriodMs = 30 * 24 * 60 * 60 * 1000;

/** Restricted songs saved in full: the ones the online check is about. */
export const restrictedFullTracks = (index: SavedIndex): SavedSong[] =>
  Object.values(index.songs).filter((song) => song.audio === 'full' && song.ysnRestricted === 1);

export type SavedItemKind = 'song' | 'lesson' | 'playlist';

/** What the learner saved: a song, a lesson (its songs and quiz cards) or a playlist row. */
export interface SavedItem {
  key: string;
  kind: SavedItemKind;
  title: string;
  songIds: number[];
  /** The item's own saved files (a lesson's song list and quiz cards). */
  urls: string[];
  bytes: number;
  savedAt: string;
}

export interface SavedIndex {
  songs: Record<string, SavedSong>;
  items: SavedItem[];
}

const storageKey = browserStorageKeys.savedOffline;
/**
 * Nothing saved: one object, which the server render and the hydrating browser both read, so a
 * page with nothing saved does not render again after hydration.
 */
export const emptySavedIndex: SavedIndex = { songs: {}, items: [] };

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function validSong(value: unknown): SavedSong | undefined {
  if (!isRecord(value)) return undefined;
  const { id, audio, bytes, urls, ysnRestricted } = value;
  if (!Number.isInteger(id)) return;
  if ((audio !== 'full' && audio !== 'preview') || !isSize(bytes) || !isStringList(urls)) return;
  return {
    id: id as number,
    ysnRestricted: ysnRestricted === 1 ? 1 : 0,
    audio,
    ...(isSize(value.fullUntil) ? { fullUntil: value.fullUntil } : {}),
    ...(typeof value.owner === 'string' ? { owner: value.owner } : {}),
    bytes,
    urls,
  };
}

function validItem(value: unknown): SavedItem | undefined {
  if (!isRecord(value)) return undefined;
  const { key, kind, title, songIds, urls, bytes, savedAt } = value;
  if (typeof key !== 'string' || typeof title !== 'string' || typeof savedAt !== 'string') return;
  if (kind !== 'song' && kind !== 'lesson' && kind !== 'playlist') return;
  if (!Array.isArray(songIds) || !songIds.every(Number.isInteger)) return;
  if (!isStringList(urls) || !isSize(bytes)) return;
  return { key, kind, title, songIds: songIds as number[], urls, bytes, savedAt };
}

/** A stored index as far as it is valid: a bad entry is dropped, never the whole list. */
export function validIndex(value: unknown): SavedIndex | undefined {
  if (!isRecord(value) || !isRecord(value.songs) || !Array.isArray(value.items)) return undefined;
  const songs: Record<string, SavedSong> = {};
  for (const entry of Object.values(value.songs)) {
    const song = validSong(entry);
    if (song) songs[song.id] = song;
  }
  const items = value.items
    .map(validItem)
    .filter((item): item is SavedItem => item !== undefined)
    .map((item) => ({ ...item, songIds: item.songIds.filter((id) => songs[id]) }));
  return { songs, items };
}

const listeners = new Set<() => void>();
let current: SavedIndex | null = null;

/** The saved songs and items, as this browser keeps them. */
export function readSavedIndex(): SavedIndex {
  if (typeof window === 'undefined') return emptySavedIndex;
  if (!current) {
    const stored = readStored(storageKey, validIndex, emptySavedIndex);
    current = stored.items.length || Object.keys(stored.songs).length ? stored : emptySavedIndex;
  }
  return current;
}

export function writeSavedIndex(next: SavedIndex): void {
  current = next;
  writeStored(storageKey, next);
  for (const listener of listeners) listener();
}

/** Another tab's change to the index: this page reads it again. */
const subscribeOtherTabs = windowSubscription(['storage'], (event) => {
  if ((event as StorageEvent).key !== storageKey) return false;
  current = null;
  return true;
});

/** Calls `onChange` when the index changes, in this page or another tab. */
export function subscribeSavedIndex(onChange: () => void): () => void {
  listeners.add(onChange);
  const stopOtherTabs = subscribeOtherTabs(onChange);
  return () => {
    listeners.delete(onChange);
    stopOtherTabs();
  };
}

/** One item's size: its own files and its songs'. */
export const savedItemBytes = (index: SavedIndex, item: SavedItem): number =>
  item.bytes + item.songIds.reduce((sum, id) => sum + (index.songs[id]?.bytes ?? 0), 0);

/** The total size of everything saved. */
export function savedBytes(index: SavedIndex): number {
  return (
    Object.values(index.songs).reduce((sum, song) => sum + song.bytes, 0) +
    index.items.reduce((sum, item) => sum + item.bytes, 0)
  );
}
