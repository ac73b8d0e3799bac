import { isAnyOf, listenerMiddleware } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import { withHeardSong, withListenedSeconds, withPlayedSong } from './listeningFacts';
import { updateListeningFacts } from './storedListening';

/** Time updates further apart than this are a seek, not listening. */
const maxStepSeconds = 5;
/** Listened seconds are written at least this often (and at every pause, track change, page hide). */
const flushEverySeconds = 15;
/**
 * A song is heard to its end when its last seconds were listened to (this many, or a quarter of a
 * short song) in one run, not reached by a seek to the end.
 */
const nearEndSeconds = 5;

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
  /** Where in the current track the present run of listening began (a seek starts a new run). */
  let runFrom = 0;

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
        runFrom = 0;
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
        if (!getState().isPlaying || step <= 0 || step > maxStepSeconds) {
          runFrom = time;
          return;
        }
        unsaved += step;
        if (unsaved >= flushEverySeconds) flush();
      },
    }),
    listenerMiddleware.startListening({
      actionCreator: playerActions.heardToEnd,
      effect: (action) => {
        const track = action.payload;
        if (track.podcastFileName) return;
        flush();
        // A seek to the last second reaches the end too: only an end listened to counts as heard.
        const end = Math.max(getState().duration, lastTime);
        if (end - runFrom < Math.min(nearEndSeconds, end / 4)) return;
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
