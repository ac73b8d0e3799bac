import { type SongDetail } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';
import { fetchLesson } from '@btb/shared-review';

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
    /** The lesson's name and how many words its quiz has (`fetchLesson` of shared-review). */
    getLessonInfo: build.query<LessonInfo, string>({
      queryFn: async (code) => {
        try {
          const lesson = await fetchLesson(code);
          if (!lesson) return { error: { status: 404, message: `No lesson ${code}` } };
          return { data: { name: lesson.name, words: lesson.cards.length } };
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
