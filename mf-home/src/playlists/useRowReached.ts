import { useRef } from 'react';
import { useComesNear } from '../viewport/useComesNear';

/**
 * Whether the learner has reached a row's cards past its first ones: the row scrolled to within
 * its own width of them (`marker` stands where they begin), or a card of the row took the focus
 * (`reach`, so Tab never skips past cards not yet rendered). Without IntersectionObserver, right
 * after the first render.
 */
export function useRowReached<L extends HTMLElement, M extends HTMLElement>() {
  const list = useRef<L>(null);
  const marker = useRef<M>(null);
  const [reached, setReached] = useComesNear(marker, { root: list, rootMargin: '0px 100%' });
  return { list, marker, reached, reach: () => setReached(true) };
}
