import { useEffect, useState } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { readPlaybackClock } from '../engine/playbackClock';
import { lineIndexAt } from './useLyricLines';

/** How often the line is checked: well inside the 250 ms the highlight may lag. */
export const lineCheckMs = 100;

/**
 * The index of the line being sung, from the media element's clock (the store only keeps whole
 * seconds); it follows playing, seeking and speed changes alike.
 */
export function useCurrentLine(lines: readonly LyricLine[], fallbackTime: number): number {
  const [index, setIndex] = useState(() => lineIndexAt(lines, fallbackTime));
  useEffect(() => {
    if (!lines.length) {
      setIndex(-1);
      return;
    }
    const check = () => setIndex(lineIndexAt(lines, readPlaybackClock() ?? fallbackTime));
    check();
    const timer = window.setInterval(check, lineCheckMs);
    return () => window.clearInterval(timer);
  }, [lines, fallbackTime]);
  return index;
}
