import type { PodcastInfo } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/song/{id}/podcast-info`: whether the song has a podcast, and its sound file. */
const podcastInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPodcastInfo: build.query<PodcastInfo, number>({
      query: (id) => apiRoutes.podcastInfo(id),
    }),
  }),
});

export const { useGetPodcastInfoQuery } = podcastInfoApi;
