import { isAnyOf, listenerMiddleware } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import { withHeardSong, withListenedSeconds, withPlayedSong } from './listeningFacts';
import { updateListeningFacts } from './storedListening';

/** Time updates further apart than this are a seek, not listening. */
const maxStepSeconds = 5;
/** Listened seconds are written at least this often (and at every pause, track change, page hide). */
const flushEverySeconds = 15;
/** A song is heard to its end when at least this share of it was listened to, not sought past. */
const heardShare = 0.5;

/**
 * Notes what is listened to, for "My learning": a song that starts playing goes to the front of the
 * recently played, the seconds of playback count for today, a song played to its end is heard.
 * Started with the engine (so it loads with the first play, not with the page). Returns the stop.
 */
export function startListeningFacts(
  getState: () => PlayerState,
  now: () => Date = () => new Date(),
): () => void {
  let lastTime = 0;
  let unsaved = 0;
  let playingId: number | null = null;
  /** Seconds of the current track actually listened to (seeks do not count). */
  let listenedToTrack = 0;

  const flush = () => {
    if (unsaved <= 0) return;
    const seconds = unsaved;
    unsaved = 0;
    updateListeningFacts((facts) => withListenedSeconds(facts, seconds, now()));
  };

  const stops = [
    listenerMiddleware.startListening({
      actionCreator: playerActions.trackSelected,
      effect: () => {
        flush();
        lastTime = 0;
        playingId = null;
        listenedToTrack = 0;
      },
    }),
    listenerMiddleware.startListening({
      actionCreator: playerActions.playing,
      effect: () => {
        const track = getState().currentTrack;
        lastTime = getState().currentTime;
        if (!track || track.podcastFileName || track.id === playingId) return;
        playingId = track.id;
        updateListeningFacts((facts) => withPlayedSong(facts, track, now()));
      },
    }),
    listenerMiddleware.startListening({
      actionCreator: playerActions.timeUpdated,
      effect: (action) => {
        const time = action.payload;
        const step = time - lastTime;
        lastTime = time;
        if (!getState().isPlaying || step <= 0 || step > maxStepSeconds) return;
        unsaved += step;
        listenedToTrack += step;
        if (unsaved >= flushEverySeconds) flush();
      },
    }),
    listenerMiddleware.startListening({
      actionCreator: playerActions.heardToEnd,
      effect: (action) => {
        const track = action.payload;
        if (track.podcastFileName) return;
        flush();
        // A seek to the last seconds reaches the end too: only a song listened to counts as heard.
        const length = getState().duration || lastTime;
        if (listenedToTrack < heardShare * length) return;
        updateListeningFacts((facts) => withHeardSong(facts, track, now()));
      },
    }),
    listenerMiddleware.startListening({
      matcher: isAnyOf(playerActions.paused, playerActions.ended, playerActions.failed),
      effect: flush,
    }),
  ];
  const onHide = () => flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);
  return () => {
    flush();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
    stops.forEach((stop) => stop());
  };
}
