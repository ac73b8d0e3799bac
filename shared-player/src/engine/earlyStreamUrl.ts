import { playerActions, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { isSameTrack } from '../state/queue';
import { streamPartOf } from '../state/singAlongReducers';
import type { PlayerEngineOptions } from './engineSettings';
import { fetchStreamUrl as fetchFromApi } from './fetchStreamUrl';

type FetchStreamUrl = NonNullable<PlayerEngineOptions['fetchStreamUrl']>;

/**
 * The first command that plays a new track asks for its stream URL at once, while the engine's
 * code still loads, so the two requests go out together instead of one after the other. Returns
 * the `fetchStreamUrl` the engine is started with: its first ask for that track gets the answer
 * already on its way; any other ask, and every ask once `settle()` is called (the engine has taken
 * over), goes to the network as before. Null when the command plays no new track (a toggle, a
 * volume change, the current track again).
 */
export function earlyStreamUrl(
  command: unknown,
  getState: () => PlayerState,
  fetchStreamUrl: FetchStreamUrl = fetchFromApi,
): { fetchStreamUrl: FetchStreamUrl; settle: () => void } | null {
  if (!playerActions.play.match(command)) return null;
  const { track } = command.payload;
  if (isSameTrack(getState().currentTrack, track)) return null;
  const part = streamPartOf(track, getState());
  let early: { track: PlayerTrack; part: typeof part; url: Promise<string> } | null = {
    track,
    part,
    url: fetchStreamUrl(track, new AbortController().signal, part),
  };
  // A failure is the engine's to handle when it takes the answer; unused, it is nobody's.
  early.url.catch(() => undefined);
  return {
    fetchStreamUrl: (asked, signal, askedPart) => {
      if (!early || !isSameTrack(asked, early.track) || askedPart !== early.part) {
        return fetchStreamUrl(asked, signal, askedPart);
      }
      const { url } = early;
      early = null;
      return url;
    },
    settle: () => {
      early = null;
    },
  };
}
