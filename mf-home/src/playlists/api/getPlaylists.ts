import { apiRoutes, baseApi } from '@btb/shared-store';
import type { Language } from '@btb/shared-i18n';
import { homePlaylistsFrom, type HomePlaylist } from './homePlaylists';

/**
 * GET /api/playlists: the home page's rows with their songs. The API also takes the optional
 * `language` query SPEC's other home calls have, so headlines follow the chosen language.
 */
export const playlistsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlaylists: build.query<HomePlaylist[], Language>({
      query: (language) => `${apiRoutes.playlists}?language=${encodeURIComponent(language)}`,
      transformResponse: homePlaylistsFrom,
      providesTags: ['Playlist'],
    }),
  }),
});

export const { useGetPlaylistsQuery } = playlistsApi;
