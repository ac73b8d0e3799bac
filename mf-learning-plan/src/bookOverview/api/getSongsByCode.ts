import type { SongByCode } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/songs/by-code/{strCode}`: the songs of one lesson. */
const songsByCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSongsByCode: build.query<SongByCode[], string>({
      query: (strCode) => apiRoutes.songsByCode(strCode),
    }),
  }),
});

export const { useGetSongsByCodeQuery } = songsByCodeApi;
