import { heardSongLimits } from '@btb/shared-contract';
import type { PlayerTrack } from '../state/playerTrack';

/** A song as "My learning" lists it: enough to show it and play it again. */
export interface ListenedSong {
  id: number;
  title: string;
  creator: string;
  imageUrl?: string;
  /** When it was last played (recent) or heard to its end (heard), an ISO instant. */
  at: string;
}

/**
 * What the player noticed about listening, kept in this browser: the songs played lately, the
 * seconds listened per local day (`YYYY-MM-DD`) and the songs heard to their end.
 */
export interface ListeningFacts {
  recent: ListenedSong[];
  secondsByDay: Record<string, number>;
  heard: ListenedSong[];
}

export const emptyListeningFacts: ListeningFacts = { recent: [], secondsByDay: {}, heard: [] };

/** How much is kept: the newest entries win (heard songs: as many as the account answers with). */
export const listeningLimits = { recent: 30, heard: heardSongLimits.kept, days: 120 } as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** The local calendar day of an instant, `YYYY-MM-DD` (streaks and weeks are the learner's days). */
export function dayKey(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function validSong(value: unknown): ListenedSong | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, title, creator, imageUrl, at } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return undefined;
  if (typeof title !== 'string' || title.length > 500) return undefined;
  if (typeof creator !== 'string' || creator.length > 500) return undefined;
  if (imageUrl !== undefined && (typeof imageUrl !== 'string' || imageUrl.length > 1000)) {
    return undefined;
  }
  if (typeof at !== 'string' || !instantPattern.test(at) || Number.isNaN(Date.parse(at))) {
    return undefined;
  }
  return { id, title, creator, ...(imageUrl ? { imageUrl } : {}), at };
}

function validSongs(value: unknown, limit: number): ListenedSong[] | undefined {
  if (!Array.isArray(value) || value.length > limit) return undefined;
  const songs = value.map(validSong);
  return songs.every((song): song is ListenedSong => song !== undefined) ? songs : undefined;
}

/**
 * Listening facts as stored or imported, or undefined for anything else. Strict: one bad entry
 * makes the whole value invalid, so an import either takes everything or nothing.
 */
export function validListeningFacts(value: unknown): ListeningFacts | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { recent, secondsByDay, heard } = value as Record<string, unknown>;
  const recentSongs = validSongs(recent, listeningLimits.recent);
  const heardSongs = validSongs(heard, listeningLimits.heard);
  if (!recentSongs || !heardSongs) return undefined;
  if (!secondsByDay || typeof secondsByDay !== 'object' || Array.isArray(secondsByDay)) {
    return undefined;
  }
  const days = Object.entries(secondsByDay as Record<string, unknown>);
  if (days.length > listeningLimits.days) return undefined;
  const valid = days.every(
    ([day, seconds]) =>
      dayPattern.test(day) &&
      typeof seconds === 'number' &&
      Number.isFinite(seconds) &&
      seconds >= 0 &&
      seconds <= 86_400,
  );
  if (!valid) return undefined;
  return {
    recent: recentSongs,
    heard: heardSongs,
    secondsByDay: Object.fromEntries(days) as Record<string, number>,
  };
}

function songOf(track: PlayerTrack, at: Date): ListenedSong {
  return {
    id: track.id,
    title: track.title,
    creator: track.artist ?? track.creator,
    ...(track.imageUrl ? { imageUrl: track.imageUrl } : {}),
    at: at.toISOString(),
  };
}

/** The song put first, any older entry of it dropped, the list cut to `limit`. */
function withFirst(songs: readonly ListenedSong[], song: ListenedSong, limit: number) {
  return [song, ...songs.filter((item) => item.id !== song.id)].slice(0, limit);
}

/** The days kept: the newest `listeningLimits.days`. */
function keptDays(secondsByDay: Record<string, number>): Record<string, number> {
  const days = Object.keys(secondsByDay).sort().reverse().slice(0, listeningLimits.days);
  return Object.fromEntries(days.map((day) => [day, secondsByDay[day] as number]));
}

export function withPlayedSong(
  facts: ListeningFacts,
  track: PlayerTrack,
  at: Date,
): ListeningFacts {
  return { ...facts, recent: withFirst(facts.recent, songOf(track, at), listeningLimits.recent) };
}

export function withHeardSong(facts: ListeningFacts, track: PlayerTrack, at: Date): ListeningFacts {
  return { ...facts, heard: withFirst(facts.heard, songOf(track, at), listeningLimits.heard) };
}

export function withListenedSeconds(
  facts: ListeningFacts,
  seconds: number,
  at: Date,
): ListeningFacts {
  if (!(seconds > 0)) return facts;
  const day = dayKey(at);
  const total = Math.min(86_400, (facts.secondsByDay[day] ?? 0) + seconds);
  return { ...facts, secondsByDay: keptDays({ ...facts.secondsByDay, [day]: total }) };
}

/** Two sets of facts as one (an import into a browser that has its own): nothing is lost. */
export function mergeListeningFacts(a: ListeningFacts, b: ListeningFacts): ListeningFacts {
  const merge = (x: readonly ListenedSong[], y: readonly ListenedSong[], limit: number) => {
    const newest = new Map<number, ListenedSong>();
    for (const song of [...x, ...y]) {
      const known = newest.get(song.id);
      if (!known || known.at < song.at) newest.set(song.id, song);
    }
    return [...newest.values()].sort((p, q) => q.at.localeCompare(p.at)).slice(0, limit);
  };
  const secondsByDay: Record<string, number> = { ...a.secondsByDay };
  for (const [day, seconds] of Object.entries(b.secondsByDay)) {
    secondsByDay[day] = Math.max(secondsByDay[day] ?? 0, seconds);
  }
  return {
    recent: merge(a.recent, b.recent, listeningLimits.recent),
    heard: merge(a.heard, b.heard, listeningLimits.heard),
    secondsByDay: keptDays(secondsByDay),
  };
}

/**
 * The account's heard songs (as the API answers them) merged in as an import is: each song keeps
 * its newest time. An entry that does not read as a song is left out, the others are taken.
 */
export function withAccountHeardSongs(
  facts: ListeningFacts,
  songs: readonly unknown[],
): ListeningFacts {
  const heard = songs
    .map(validSong)
    .filter((song): song is ListenedSong => song !== undefined)
    .slice(0, listeningLimits.heard);
  return mergeListeningFacts(facts, { recent: [], secondsByDay: {}, heard });
}
