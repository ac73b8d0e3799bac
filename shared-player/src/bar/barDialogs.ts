import { lazyWithStrings } from '@btb/shared-i18n';

// The bar's dialogs open only on the learner's request: their code and strings load then, not
// with the page.
export const QueueView = lazyWithStrings(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../queueView/QueueView').then((m) => ({
    default: m.QueueView,
  })),
);
export const NowPlayingView = lazyWithStrings(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../nowPlaying/NowPlayingView').then((m) => ({
    default: m.NowPlayingView,
  })),
);
export const ShortcutsDialog = lazyWithStrings(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../keyboard/ShortcutsDialog').then((m) => ({
    default: m.ShortcutsDialog,
  })),
);
export const SubscriptionDialog = lazyWithStrings(() =>
  import(/* webpackChunkName: "player-dialogs" */ '../subscription/SubscriptionDialog').then(
    (m) => ({ default: m.SubscriptionDialog }),
  ),
);
