import type { Playlist } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-contract';
import type { Language } from '@btb/shared-i18n';
import { baseApi } from '@btb/shared-store';

/**
 * GET /api/playlists: the home page's rows with their songs. The API also takes the optional
 * `language` query SPEC's other home calls have, so headlines follow the chosen language.
 */
export const playlistsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlaylists: build.query<Playlist[], Language>({
      query: (language) => `${apiRoutes.playlists}?language=${encodeURIComponent(language)}`,
      transformResponse: (response: unknown) =>
        Array.isArray(response) ? (response as Playlist[]) : [],
      providesTags: ['Playlist'],
    }),
  }),
});

export const { useGetPlaylistsQuery } = playlistsApi;
