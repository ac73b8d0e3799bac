import type { LikeResponse, PlayResponse, ViewResponse } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-contract';
import { baseApi } from '../api/baseApi';

/** Counters every remote uses: like, play and view (SPEC section 7). */
export const engagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likeSong: build.mutation<LikeResponse, number>({
      query: (id) => ({ url: apiRoutes.contentLike(id), method: 'POST' }),
    }),
    countPlay: build.mutation<PlayResponse, number>({
      query: (id) => ({ url: apiRoutes.contentPlay(id), method: 'POST' }),
    }),
    countView: build.mutation<ViewResponse, number>({
      query: (id) => ({ url: apiRoutes.contentView(id), method: 'POST' }),
    }),
  }),
});

export const { useLikeSongMutation, useCountPlayMutation, useCountViewMutation } = engagementApi;
