import { useCallback, useEffect, useState, type FocusEvent } from 'react';

/** SPEC section 9: a slide stays 7 s before the next one fades in. */
export const slideIntervalMs = 7000;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Which slide shows, and whether the slider advances by itself: only with more than one slide,
 * not while the pointer is over it or a keyboard user works inside it, not when paused by the
 * visitor, and not by default under reduced motion (WCAG 2.2.2).
 */
export function useSlideRotation(count: number, reducedMotion: boolean) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);

  const paused = pausedByUser ?? reducedMotion;
  const current = index < count ? index : 0;
  const rotating = count > 1 && !paused && !hovered && !keyboardInside;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every change of slide, so a manual step also gets its full 7 s.
    const timer = window.setTimeout(() => setIndex((current + 1) % count), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index: current,
    paused,
    rotating,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    togglePaused: () => setPausedByUser(!paused),
    containerProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (isKeyboardFocus(event.target)) setKeyboardInside(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
      },
    },
  };
}
