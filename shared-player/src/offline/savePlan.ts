import {
  type AudioUrlResponse,
  type MeResponse,
  type QuizQuestionsResponse,
  type QuizValidateResponse,
  type SongByCode,
  type SongDetail,
} from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { imageFileName } from '../state/trackFrom';
import { savedQuizCodeKey } from './offlineKeys';
import type { SaveRequest } from './saveRequest';

/** A JSON answer to keep under `key`, as the page asked for it. */
export interface PlannedJson {
  key: string;
  body: unknown;
}

/** What one song needs offline. */
export interface PlannedSong {
  detail: SongDetail;
  /** Covers to keep (the detail's and the lesson list's thumbnail). */
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
export async function audioUrl(songId: number, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<AudioUrlResponse | null>(apiRoutes.audio(songId), { signal });
  if (!answer?.url) throw new Error(`${apiRoutes.audio(songId)} answered without a url`);
  return answer.url;
}

export async function planSong(
  songId: number,
  extraImages: readonly string[],
  probe: (url: string) => Promise<number>,
  signal?: AbortSignal,
): Promise<PlannedSong> {
  const detail = await apiRequest<SongDetail>(apiRoutes.song(songId), { signal });
  const images = [imageUrlOf(detail.imageUrl), ...extraImages].filter(
    (url, index, all): url is string => url !== null && all.indexOf(url) === index,
  );
  const audioBytes = await probe(await audioUrl(songId, signal));
  return { detail, images, audioBytes };
}

/** A lesson's song list and quiz cards, kept under the keys its pages ask for. */
async function planLesson(code: string, signal?: AbortSignal) {
  const songsKey = apiRoutes.songsByCode(code);
  const songs = await apiRequest<SongByCode[]>(songsKey, { signal });
  const itemJson: PlannedJson[] = [{ key: songsKey, body: songs }];
  const quiz = await apiRequest<QuizValidateResponse>(apiRoutes.quizValidateCode, {
    method: 'POST',
    body: { code },
    signal,
  }).catch(() => null);
  if (quiz?.valid && Number.isInteger(quiz.sequenceID)) {
    const questionsKey = apiRoutes.quizQuestions(quiz.sequenceID);
    const questions = await apiRequest<QuizQuestionsResponse>(questionsKey, { signal });
    itemJson.push(
      { key: savedQuizCodeKey(code), body: quiz },
      { key: questionsKey, body: questions },
    );
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
  signal?: AbortSignal,
): Promise<SavePlan & { thumbs: Map<number, string> }> {
  const session = await apiRequest<MeResponse>(apiRoutes.authMe, { signal });
  if (request.kind === 'lesson') return { session, ...(await planLesson(request.code, signal)) };
  const songIds = request.kind === 'song' ? [request.songId] : request.songIds;
  return { session, songIds: [...new Set(songIds)], itemJson: [], thumbs: new Map() };
}
