import { startTransition, useEffect, useState, type RefObject } from 'react';

interface ComesNearOptions {
  /** The scrolling element to watch within; the viewport when missing. */
  root?: RefObject<Element | null>;
  /** How far around `root` counts as near (IntersectionObserver's `rootMargin`). */
  rootMargin: string;
}

/**
 * Whether `target` has come near (`rootMargin`) its root yet: false on the first render, in the
 * browser as on the server, then true from the moment it does, in a transition (React renders what
 * that shows in slices that yield to a tap). Without IntersectionObserver, right after the first
 * render. The setter lets a caller say so sooner (a focus, a click).
 */
export function useComesNear(
  target: RefObject<Element | null>,
  { root, rootMargin }: ComesNearOptions,
) {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = target.current;
    const within = root?.current ?? null;
    if (near || !element || (root && !within)) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { root: within, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, root, rootMargin]);

  return [near, setNear] as const;
}
