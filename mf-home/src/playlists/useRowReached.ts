import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether the learner has reached a row's cards past its first ones: the row scrolled to within
 * its own width of them (`marker` stands where they begin), or a card of the row took the focus
 * (`reach`, so Tab never skips past cards not yet rendered). Without IntersectionObserver, right
 * after the first render. The scroll renders them in a transition: slices that yield to a tap.
 */
export function useRowReached<L extends HTMLElement, M extends HTMLElement>() {
  const list = useRef<L>(null);
  const marker = useRef<M>(null);
  const [reached, setReached] = useState(false);

  useEffect(() => {
    const root = list.current;
    const target = marker.current;
    if (reached || !root || !target) return;
    const reachSoon = () => startTransition(() => setReached(true));
    if (typeof IntersectionObserver === 'undefined') {
      reachSoon();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachSoon();
      },
      { root, rootMargin: '0px 100%' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [reached]);

  return { list, marker, reached, reach: () => setReached(true) };
}
