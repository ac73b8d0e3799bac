import { listenerMiddleware, type Dispatch } from '@btb/shared-store';
import { playerActions } from '../state/playerSlice';

export const playerChannelName = 'btb-player';

interface StartedPlaying {
  type: 'started-playing';
  tab: string;
}

const isStartedPlaying = (data: unknown): data is StartedPlaying =>
  !!data &&
  typeof data === 'object' &&
  (data as StartedPlaying).type === 'started-playing' &&
  typeof (data as StartedPlaying).tab === 'string';

/**
 * Only one tab plays: when playback starts here, the site's other tabs pause, and this one pauses
 * when another starts. Without BroadcastChannel each tab simply plays on its own.
 */
export function startOneTabPlays(dispatch: Dispatch): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(playerChannelName);
  const tab = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isStartedPlaying(event.data) && event.data.tab !== tab) dispatch(playerActions.pause());
  };
  const stop = listenerMiddleware.startListening({
    actionCreator: playerActions.playing,
    effect: () => channel.postMessage({ type: 'started-playing', tab } satisfies StartedPlaying),
  });
  return () => {
    stop();
    channel.close();
  };
}
