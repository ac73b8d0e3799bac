/** The listening facts' read, write, validation and merge, as a chunk of their own. */
export const loadListening = () =>
  import(/* webpackChunkName: "player-listening" */ './listeningApi');

export type ListeningApi = Awaited<ReturnType<typeof loadListening>>;
