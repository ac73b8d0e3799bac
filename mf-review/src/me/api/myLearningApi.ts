import {
  apiRoutes,
  type QuizQuestionsResponse,
  type QuizValidateResponse,
  type SongDetail,
} from '@btb/shared-contract';
import { apiRequest, baseApi } from '@btb/shared-store';

export interface LessonInfo {
  name: string;
  /** How many words the lesson's quiz has. */
  words: number;
}

/** What "My learning" asks the API: a liked song's title, a started lesson's name and size. */
export const myLearningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/song/{id}`: the title a liked song is listed with. */
    getSongTitle: build.query<string, number>({
      query: (id) => apiRoutes.song(id),
      transformResponse: (song: SongDetail) => song.songTitlePublic || song.songTitle,
    }),
    /** The lesson's sequence (`POST /api/quiz/validate-code`), then its words (`GET .../questions`). */
    getLessonInfo: build.query<LessonInfo, string>({
      queryFn: async (code) => {
        try {
          const sequence = await apiRequest<QuizValidateResponse>(apiRoutes.quizValidateCode, {
            method: 'POST',
            body: { code },
          });
          const { questions } = await apiRequest<QuizQuestionsResponse>(
            apiRoutes.quizQuestions(sequence.sequenceID),
          );
          return { data: { name: sequence.sequenceName, words: questions.length } };
        } catch (error) {
          const status = (error as { status?: unknown }).status;
          return {
            error: {
              status: typeof status === 'number' ? status : 'FETCH_ERROR',
              message: String(error),
            },
          };
        }
      },
    }),
  }),
});

export const { useGetSongTitleQuery, useGetLessonInfoQuery } = myLearningApi;
