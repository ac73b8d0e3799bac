import {
  type MeResponse,
  type QuizQuestionsResponse,
  type QuizValidateResponse,
  type SongByCode,
  type SongDetail,
} from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { signedStreamUrl } from '../engine/fetchStreamUrl';
import { coverFileUrls } from '../cover/coverSources';
import { imageFileName } from '../state/trackFrom';
import { probeSize } from './savedFiles';
import { savedQuizCodeKey } from './offlineKeys';
import type { SaveRequest } from './saveRequest';

/** A JSON answer to keep under `key`, as the page asked for it, written out once. */
export interface PlannedJson {
  key: string;
  text: string;
}

const planned = (key: string, body: unknown): PlannedJson => ({ key, text: JSON.stringify(body) });

/** What one song needs offline. */
export interface PlannedSong {
  detail: SongDetail;
  /** The detail as kept (with its timed lyrics). */
  detailJson: PlannedJson;
  /** Covers to keep (the detail's, with its WebP copies, and the lesson list's thumbnail). */
  images: string[];
  /** The size of the audio this session may hear (the full track or the preview). */
  audioBytes: number;
}

export interface SavePlan {
  session: MeResponse;
  songIds: number[];
  /** The item's own answers: a lesson's song list and quiz cards. */
  itemJson: PlannedJson[];
}

const imageUrlOf = (name: string | undefined) => {
  const file = imageFileName(name);
  return file ? apiRoutes.image(file) : null;
};

/** A fresh signed URL of the audio this session may hear (the API picks full or preview). */
export const audioUrl = (songId: number): Promise<string> =>
  signedStreamUrl(apiRoutes.audio(songId));

/** A song's detail, covers and the size of its audio, found without downloading it. */
export async function planSong(
  songId: number,
  extraImages: readonly string[],
): Promise<PlannedSong> {
  const detail = await apiRequest<SongDetail>(apiRoutes.song(songId));
  const images = [...coverFileUrls(detail.imageUrl), ...extraImages].filter(
    (url, index, all) => all.indexOf(url) === index,
  );
  const audioBytes = await probeSize(await audioUrl(songId));
  return { detail, detailJson: planned(apiRoutes.song(songId), detail), images, audioBytes };
}

/** A lesson's song list and quiz cards, kept under the keys its pages ask for. */
async function planLesson(code: string) {
  const songsKey = apiRoutes.songsByCode(code);
  const songs = await apiRequest<SongByCode[]>(songsKey);
  const itemJson: PlannedJson[] = [planned(songsKey, songs)];
  const quiz = await apiRequest<QuizValidateResponse>(apiRoutes.quizValidateCode, {
    method: 'POST',
    body: { code },
  }).catch(() => null);
  if (quiz?.valid && Number.isInteger(quiz.sequenceID)) {
    const questionsKey = apiRoutes.quizQuestions(quiz.sequenceID);
    const questions = await apiRequest<QuizQuestionsResponse>(questionsKey);
    itemJson.push(planned(savedQuizCodeKey(code), quiz), planned(questionsKey, questions));
  }
  const thumbs = new Map<number, string>();
  for (const song of songs) {
    const thumb = imageUrlOf(song.imageThumbName);
    if (thumb) thumbs.set(song.songID, thumb);
  }
  return { songIds: songs.map((song) => song.songID), itemJson, thumbs };
}

/** What saving `request` takes: the session, the songs and the item's own answers. */
export async function planSave(
  request: SaveRequest,
): Promise<SavePlan & { thumbs: Map<number, string> }> {
  const session = await apiRequest<MeResponse>(apiRoutes.authMe);
  if (request.kind === 'lesson') return { session, ...(await planLesson(request.code)) };
  const songIds = request.kind === 'song' ? [request.songId] : request.songIds;
  return { session, songIds: [...new Set(songIds)], itemJson: [], thumbs: new Map() };
}
