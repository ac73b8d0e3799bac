import { type MeResponse } from '@btb/shared-contract';
import { HttpError } from '@btb/shared-store';
import { savedAudioPath } from './offlineKeys';
import { offlineWorkerReady } from './offlineWorker';
import { planSave, planSong, audioUrl, type PlannedJson, type PlannedSong } from './savePlan';
import { savedItemKey, type SaveRequest } from './saveRequest';
import { offlinePeriodMs, readSavedIndex, writeSavedIndex, type SavedSong } from './savedIndex';
import { setSavingProgress } from './savingProgress';
import { deleteSavedFiles, downloadWithProgress, jsonResponse, openSavedCache } from './savedFiles';
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
      planned.push(await planSong(id, thumb ? [thumb] : []));
    } catch (error) {
      if (request.kind === 'song' || !isUnavailable(error)) throw error;
    }
  }
  return planned;
}

function savedSongOf(
  { detail }: PlannedSong,
  bytes: number,
  urls: string[],
  session: MeResponse,
): SavedSong {
  const full = detail.ysnRestricted !== 1 || (session.loggedIn && session.premium);
  const restrictedFull = detail.ysnRestricted === 1 && full;
  return {
    id: detail.songID,
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
  // The worker that opens the page offline starts beside the download (at once, not once the page
  // has settled); the save is not "saved" before it is active.
  const worker = offlineWorkerReady();
  worker.catch(() => undefined);
  try {
    const plan = await planSave(request);
    const songs = await planSongs(request, plan.songIds, plan.thumbs, plan.session);
    const jsonBytes = [...plan.itemJson, ...songs.map((song) => song.detailJson)].reduce(
      (sum, entry) => sum + entry.text.length,
      0,
    );
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
    const keep = async ({ key, text }: PlannedJson) => {
      await put(key, jsonResponse(text));
      add(text.length);
      return text.length;
    };
    let itemBytes = 0;
    for (const entry of plan.itemJson) itemBytes += await keep(entry);
    const saved: SavedSong[] = [];
    for (const song of songs) {
      let bytes = await keep(song.detailJson);
      const urls = [song.detailJson.key];
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
    await worker;

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
 * It is recorded (and so shown as saved) only once the service worker is active, so a reload with
 * no network opens the page and plays it.
 */
export function saveForOffline(request: SaveRequest): Promise<void> {
  const key = savedItemKey(request);
  const running = inFlight.get(key);
  if (running) return running;
  const save = runSave(request, key).finally(() => inFlight.delete(key));
  inFlight.set(key, save);
  return save;
}
