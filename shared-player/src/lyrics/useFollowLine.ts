import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { useAppSelector } from '@btb/shared-store';
import { readPlaybackClock } from '../engine/playbackClock';
import { lineCheckMs } from '../nowPlaying/useCurrentLine';
import { lineIndexAt } from '../nowPlaying/useLyricLines';
import { selectIsPlaying } from '../state/playerSlice';
import { isDrawn, isInDialog, isInView, isPartlyInView, isScrollKey } from './followLine';
import { prefersReducedMotion } from './prefersReducedMotion';

/** Marks a line's element for `useFollowLine`: its index in the scope's lines. */
export const lineAttribute = 'data-line';

export interface LineFollowing {
  /** The learner scrolled away from the sung line while the song plays: it is left where it is. */
  paused: boolean;
  /** Follows the song again, from the line being sung. */
  resume: () => void;
}

const scrollToLine = (line: Element) =>
  line.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

/**
 * While `active` and playing, keeps the line being sung (its `data-line` element inside `root`) in
 * view: when the next line starts outside the viewport while the learner sees the one before (or,
 * before the first, the lyrics), the page scrolls it to the middle. A learner elsewhere on the page
 * is left there. Scrolling by themselves (wheel, touch, keys) pauses following, until a line starts
 * where they can see it, they resume, or the song starts playing again. Scrolling is instant under
 * reduced motion.
 */
export function useFollowLine(
  root: RefObject<HTMLElement | null>,
  lines: readonly LyricLine[],
  active: boolean,
): LineFollowing {
  const playing = useAppSelector(selectIsPlaying) && active;
  const [paused, setPausedState] = useState(false);
  const pausedNow = useRef(false);
  const setPaused = useCallback((value: boolean) => {
    pausedNow.current = value;
    setPausedState(value);
  }, []);

  const sungLine = useCallback((): Element | null => {
    const index = lineIndexAt(lines, readPlaybackClock() ?? 0);
    if (index < 0) return null;
    return root.current?.querySelector(`[${lineAttribute}="${index}"]`) ?? null;
  }, [root, lines]);

  // Each start of playback (Play, or the song starting again) follows the song.
  useEffect(() => {
    if (playing) setPaused(false);
  }, [playing, setPaused]);

  useEffect(() => {
    if (!playing || lines.length === 0) return;
    /** The line seen sung last; undefined before the first look (a song already under way). */
    let shown: Element | null | undefined;
    const check = () => {
      const line = sungLine();
      if (line === shown) return;
      const before = shown;
      shown = line;
      if (before === undefined || !line || !isDrawn(line)) return;
      if (pausedNow.current) {
        // The learner is where the song is again.
        if (isInView(line)) setPaused(false);
        return;
      }
      const lyrics = root.current;
      const watching = before ? isPartlyInView(before) : !!lyrics && isPartlyInView(lyrics);
      if (watching && !isInView(line)) scrollToLine(line);
    };
    const pause = (event: Event) => {
      if (!pausedNow.current && !isInDialog(event)) setPaused(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (isScrollKey(event)) pause(event);
    };
    const passive = { passive: true };
    window.addEventListener('wheel', pause, passive);
    window.addEventListener('touchmove', pause, passive);
    window.addEventListener('keydown', onKey);
    check();
    const timer = window.setInterval(check, lineCheckMs);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('wheel', pause);
      window.removeEventListener('touchmove', pause);
      window.removeEventListener('keydown', onKey);
    };
  }, [playing, lines, root, sungLine, setPaused]);

  const resume = useCallback(() => {
    setPaused(false);
    const line = sungLine();
    if (line && isDrawn(line) && !isInView(line)) scrollToLine(line);
  }, [sungLine, setPaused]);

  return { paused: paused && playing, resume };
}
