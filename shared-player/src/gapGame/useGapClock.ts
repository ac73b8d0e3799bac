import { useEffect, useState } from 'react';
import { readPlaybackClock } from '../engine/playbackClock';
import { lineCheckMs } from '../nowPlaying/useCurrentLine';

/**
 * The song's time for the game, from the media element's clock (the store keeps whole seconds
 * only), checked as often as the synced lyrics are; `fallback` while no engine runs.
 */
export function useGapClock(active: boolean, fallback: number): number {
  const [time, setTime] = useState(() => (active ? (readPlaybackClock() ?? fallback) : 0));
  useEffect(() => {
    if (!active) return;
    const check = () => setTime(readPlaybackClock() ?? fallback);
    check();
    const timer = window.setInterval(check, lineCheckMs);
    return () => window.clearInterval(timer);
  }, [active, fallback]);
  return time;
}
