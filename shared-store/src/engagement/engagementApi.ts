import type { LikeResponse, PlayResponse, ViewResponse } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-contract';
import { baseApi } from '../api/baseApi';

/**
 * A like or play refused with 503 (the database restarting: nothing counted) is sent again after
 * the server's `Retry-After`, three times at most (issue 72); the heart waits meanwhile.
 */
const retriesWhenUnavailable = 3;

/** Counters every remote uses: like, play and view (SPEC section 7). */
export const engagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likeSong: build.mutation<LikeResponse, number>({
      query: (id) => ({ url: apiRoutes.contentLike(id), method: 'POST' }),
      extraOptions: { retriesWhenUnavailable },
    }),
    countPlay: build.mutation<PlayResponse, number>({
      query: (id) => ({ url: apiRoutes.contentPlay(id), method: 'POST' }),
      extraOptions: { retriesWhenUnavailable },
    }),
    countView: build.mutation<ViewResponse, number>({
      query: (id) => ({ url: apiRoutes.contentView(id), method: 'POST' }),
    }),
  }),
});

export const { useLikeSongMutation, useCountPlayMutation, useCountViewMutation } = engagementApi;
