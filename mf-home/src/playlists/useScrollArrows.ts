import { useCallback, useEffect, useState, type RefObject } from 'react';

/** SPEC section 9: one arrow click scrolls a row by 300 px. */
export const scrollStepPx = 300;

// Sub-pixel positions and scroll snapping leave a row a few pixels short of its very ends.
const tolerancePx = 4;

/**
 * Which way a horizontal list (`ref`) can still scroll, recomputed on scroll, on resize and when
 * its content changes (`contentKey`), and a `scroll` command for the arrows.
 */
export function useScrollArrows(ref: RefObject<HTMLElement | null>, contentKey: unknown) {
  const [canScroll, setCanScroll] = useState({ left: false, right: false });

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const left = element.scrollLeft > tolerancePx;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - tolerancePx;
    setCanScroll((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    update();
    if (!element) return;
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, update, contentKey]);

  const scroll = useCallback(
    (direction: 'left' | 'right') => {
      const element = ref.current;
      if (!element) return;
      const left = direction === 'left' ? -scrollStepPx : scrollStepPx;
      // Smoothness comes from the list's CSS, which respects prefers-reduced-motion.
      if (typeof element.scrollBy === 'function') element.scrollBy({ left });
      else element.scrollLeft += left;
    },
    [ref],
  );

  return { canScroll, scroll };
}
