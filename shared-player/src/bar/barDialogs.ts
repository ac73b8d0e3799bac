import { lazy } from 'react';

// The bar's dialogs open only on the learner's request: their code loads then, not with the page.
export const QueueView = lazy(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../queueView/QueueView').then((m) => ({
    default: m.QueueView,
  })),
);
export const NowPlayingView = lazy(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../nowPlaying/NowPlayingView').then((m) => ({
    default: m.NowPlayingView,
  })),
);
export const ShortcutsDialog = lazy(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../keyboard/ShortcutsDialog').then((m) => ({
    default: m.ShortcutsDialog,
  })),
);
export const SubscriptionDialog = lazy(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../subscription/SubscriptionDialog').then(
    (m) => ({ default: m.SubscriptionDialog }),
  ),
);
