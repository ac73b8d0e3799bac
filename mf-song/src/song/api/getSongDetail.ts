import type { SongDetail } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/song/{id}`: everything the song page shows. */
export const songDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSongDetail: build.query<SongDetail, number>({
      query: (id) => apiRoutes.song(id),
    }),
  }),
});

export const { useGetSongDetailQuery } = songDetailApi;
