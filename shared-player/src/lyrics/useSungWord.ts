import { useEffect, type RefObject } from 'react';
import { readPlaybackClock } from '../engine/playbackClock';
import { sungWordAt, type WordTiming } from './wordTimings';

/** Set on the one word element being sung (styles and tests read it; screen readers do not). */
export const sungWordAttribute = 'data-sung';

const nextFrame = (run: () => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(run)
    : (setTimeout(run, 16) as unknown as number);
const cancelFrame = (frame: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(frame) : clearTimeout(frame);

/**
 * While `active`, marks the word being sung inside `container` (its `data-word-key` element) from
 * the media element's clock on every animation frame. The mark is set on the DOM directly: the
 * words' components never re-render as the song plays, whatever its speed.
 */
export function useSungWord(
  container: RefObject<HTMLElement | null>,
  timings: readonly WordTiming[],
  active: boolean,
): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root || timings.length === 0) return;
    let marked: Element | null = null;
    let markedKey: string | null = null;
    let frame = 0;

    const mark = (key: string | null) => {
      // The same word again: nothing to do, unless its element was replaced or not there yet.
      if (key === markedKey && (key === null || marked?.isConnected)) return;
      marked?.removeAttribute(sungWordAttribute);
      marked = key === null ? null : root.querySelector(`[data-word-key="${key}"]`);
      marked?.setAttribute(sungWordAttribute, 'true');
      markedKey = key;
    };
    const tick = () => {
      const time = readPlaybackClock();
      mark(time === undefined ? null : (timings[sungWordAt(timings, time)]?.key ?? null));
      frame = nextFrame(tick);
    };

    tick();
    return () => {
      cancelFrame(frame);
      mark(null);
    };
  }, [container, timings, active]);
}
