import { loadTrackControls } from '../bar/loadTrackControls';
import { loadPlayerEngine } from '../engine/loadPlayerEngine';
import { onFirstButtonPress } from './onFirstButtonPress';

/**
 * Playing starts with a press of a button (a song's Play, play all, the bar's Play): from the
 * first press on, the engine and the bar's track controls download and run while the finger is
 * still down, instead of after the click (on the phone the bench emulates, about 70 ms of script
 * and a round trip less between a tap and the music). A page nobody presses a button on never
 * loads them. A failure (offline) is left to the first command, which tries again and logs it.
 * The shell calls this before it hydrates; returns the function that stops listening.
 */
export function warmPlayerOnIntent(): () => void {
  return onFirstButtonPress(() => {
    loadPlayerEngine().catch(() => undefined);
    loadTrackControls().catch(() => undefined);
  });
}
