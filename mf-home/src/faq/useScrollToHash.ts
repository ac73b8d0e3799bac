import { useEffect, type RefObject } from 'react';
import { useLocation } from '@btb/shared-router';

/**
 * Scrolls to the element when the URL's hash names it (the footer's Help center link is `/#faq`).
 * The browser's own jump misses it because the section only renders once its data has arrived.
 */
export function useScrollToHash(ref: RefObject<HTMLElement | null>, id: string, ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return;
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land at the section too, not only the viewport.
    element.focus({ preventScroll: true });
    // `key` changes on every visit of the link, so following it again scrolls again.
  }, [ready, hash, key, id, ref]);
}
