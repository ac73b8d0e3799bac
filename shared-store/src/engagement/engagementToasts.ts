import type { NotCounted } from '@btb/shared-contract';
import { i18n } from '@btb/shared-i18n';
import { listenerMiddleware } from '../store/listenerMiddleware';
import { showToast } from '../toasts/toastSlice';
import { engagementApi } from './engagementApi';

const { likeSong, countPlay } = engagementApi.endpoints;

/**
 * Tells the learner, in the page's language, why a like or play was answered but not counted
 * (the address's or account's day allowance for the song) and that a like failed. Every page's
 * likes and plays go through these endpoints, so one listener covers them all; the heart goes
 * back by itself (`useLikeSong`).
 */
const notCountedToast = (kind: 'likeNotCounted' | 'playNotCounted', notCounted: NotCounted) =>
  showToast({
    title: i18n.t(`engagement.${kind}.title`),
    description: i18n.t(`engagement.${kind}.${notCounted}`),
  });

listenerMiddleware.startListening({
  matcher: likeSong.matchFulfilled,
  effect: ({ payload }, { dispatch }) => {
    if (payload.notCounted) dispatch(notCountedToast('likeNotCounted', payload.notCounted));
  },
});

listenerMiddleware.startListening({
  matcher: countPlay.matchFulfilled,
  effect: ({ payload }, { dispatch }) => {
    if (payload.notCounted) dispatch(notCountedToast('playNotCounted', payload.notCounted));
  },
});

listenerMiddleware.startListening({
  matcher: likeSong.matchRejected,
  effect: (_action, { dispatch }) => {
    dispatch(
      showToast({
        title: i18n.t('engagement.likeFailed.title'),
        // Offline the like is dropped, not queued: the note says so (issue 35).
        description: i18n.t(
          navigator.onLine === false
            ? 'engagement.likeFailed.offline'
            : 'engagement.likeFailed.body',
        ),
        variant: 'destructive',
      }),
    );
  },
});
