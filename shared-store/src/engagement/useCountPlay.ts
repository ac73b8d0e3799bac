import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { engagementApi } from './engagementApi';

/**
 * Counts a play (SPEC section 4) and forgets the answer: for a button that shows nothing of the
 * request, where a mutation hook (its state, selector and effects, on each of a page's cards) is
 * work for nothing. The engagement toasts still hear how it went.
 */
export function useCountPlay(): (id: number) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (id: number) => {
      void dispatch(engagementApi.endpoints.countPlay.initiate(id, { track: false }));
    },
    [dispatch],
  );
}
