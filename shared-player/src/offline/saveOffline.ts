import { type MeResponse } from '@btb/shared-contract';
import { apiRoutes, HttpError } from '@btb/shared-store';
import { savedAudioPath } from './offlineKeys';
import { planSave, planSong, audioUrl, type PlannedSong } from './savePlan';
import { savedItemKey, type SaveRequest } from './saveRequest';
import { offlinePeriodMs, readSavedIndex, writeSavedIndex, type SavedSong } from './savedIndex';
import { setSavingProgress } from './savingProgress';
import {
  deleteSavedFiles,
  downloadWithProgress,
  jsonResponse,
  openSavedCache,
  probeSize,
} from './savedFiles';
import { ensureSpace, askPersistOnce } from './storageSpace';

/** Covers are small; their size is only known once downloaded. */
const coverAllowanceBytes = 64 * 1024;

const inFlight = new Map<string, Promise<void>>();

/** A saved song that already serves this session (a preview does not, once the session is premium). */
function alreadySaved(song: SavedSong | undefined, session: MeResponse): boolean {
  if (!song) return false;
  return !(song.audio === 'preview' && session.loggedIn && session.premium);
}

/** A song of a lesson or playlist that cannot be heard (gone, or premium with no preview) is left out. */
const isUnavailable = (error: unknown) =>
  error instanceof HttpError && (error.status === 403 || error.status === 404);

async function planSongs(
  request: SaveRequest,
  ids: number[],
  thumbs: Map<number, string>,
  session: MeResponse,
) {
  const index = readSavedIndex();
  const planned: PlannedSong[] = [];
  for (const id of ids) {
    if (alreadySaved(index.songs[id], session)) continue;
    const thumb = thumbs.get(id);
    try {
      planned.push(await planSong(id, thumb ? [thumb] : [], (url) => probeSize(url)));
    } catch (error) {
      if (request.kind === 'song' || !isUnavailable(error)) throw error;
    }
  }
  return planned;
}

function savedSongOf(
  song: PlannedSong,
  bytes: number,
  urls: string[],
  session: MeResponse,
): SavedSong {
  const { detail } = song;
  const full = detail.ysnRestricted !== 1 || (session.loggedIn && session.premium);
  const restrictedFull = detail.ysnRestricted === 1 && full;
  return {
    id: detail.songID,
    title: detail.songTitlePublic || detail.songTitle,
    creator: detail.creator,
    // Its cover, when one was saved (the first key is the detail).
    ...(urls[1] ? { imageUrl: urls[1] } : {}),
    ysnRestricted: detail.ysnRestricted === 1 ? 1 : 0,
    audio: full ? 'full' : 'preview',
    ...(restrictedFull
      ? { fullUntil: Date.now() + offlinePeriodMs, owner: session.email ?? '' }
      : {}),
    bytes,
    urls,
  };
}

async function runSave(request: SaveRequest, key: string): Promise<void> {
  const written: string[] = [];
  setSavingProgress(key, { done: 0, total: 0 });
  try {
    const plan = await planSave(request);
    const songs = await planSongs(request, plan.songIds, plan.thumbs, plan.session);
    const jsonBytes = [
      ...plan.itemJson.map((entry) => entry.body),
      ...songs.map((song) => song.detail),
    ].reduce<number>((sum, body) => sum + JSON.stringify(body).length, 0);
    const total = songs.reduce(
      (sum, song) => sum + song.audioBytes + song.images.length * coverAllowanceBytes,
      jsonBytes,
    );
    await ensureSpace(total);
    await askPersistOnce();

    let done = 0;
    const add = (bytes: number) => {
      done += bytes;
      setSavingProgress(key, { done: Math.min(done, total), total });
    };
    const cache = await openSavedCache();
    const put = async (url: string, response: Response) => {
      written.push(url);
      await cache.put(url, response);
    };
    let itemBytes = 0;
    for (const entry of plan.itemJson) {
      const response = jsonResponse(entry.body);
      itemBytes += JSON.stringify(entry.body).length;
      await put(entry.key, response);
    }
    add(itemBytes);
    const saved: SavedSong[] = [];
    for (const song of songs) {
      const detailKey = apiRoutes.song(song.detail.songID);
      await put(detailKey, jsonResponse(song.detail));
      let bytes = JSON.stringify(song.detail).length;
      add(bytes);
      const urls = [detailKey];
      for (const image of song.images) {
        const cover = await fetch(image).catch(() => null);
        if (!cover?.ok) continue;
        const blob = await cover.blob();
        await put(image, new Response(blob, { headers: { 'Content-Type': blob.type } }));
        urls.push(image);
        bytes += blob.size;
        add(blob.size);
      }
      // A fresh signed URL: the one probed may have expired while earlier songs downloaded.
      const audio = await downloadWithProgress(await audioUrl(song.detail.songID), add);
      bytes += Number(audio.headers.get('Content-Length'));
      await put(savedAudioPath(song.detail.songID), audio);
      saved.push(savedSongOf(song, bytes, urls, plan.session));
    }

    const index = readSavedIndex();
    const songsById = { ...index.songs };
    for (const song of saved) songsById[song.id] = song;
    const songIds = plan.songIds.filter((id) => songsById[id]);
    writeSavedIndex({
      songs: songsById,
      items: [
        ...index.items.filter((item) => item.key !== key),
        {
          key,
          kind: request.kind,
          title: request.title,
          songIds,
          urls: plan.itemJson.map((entry) => entry.key),
          bytes: itemBytes,
          savedAt: new Date().toISOString(),
        },
      ],
    });
  } catch (error) {
    // Nothing half-saved stays behind.
    await deleteSavedFiles(written).catch(() => undefined);
    throw error;
  } finally {
    setSavingProgress(key, null);
  }
}

/**
 * Saves a song, a lesson or a playlist row for offline: its songs' audio (what this session may
 * hear: a restricted song's full track only for premium, its 20-second preview for others), detail
 * with timed lyrics and covers, and a lesson's song list and quiz cards. Checks the space first and
 * rejects with `NotEnoughSpaceError` rather than saving half; a failed save leaves nothing behind.
 */
export function saveForOffline(request: SaveRequest): Promise<void> {
  const key = savedItemKey(request);
  const running = inFlight.get(key);
  if (running) return running;
  const save = runSave(request, key).finally(() => inFlight.delete(key));
  inFlight.set(key, save);
  return save;
}
