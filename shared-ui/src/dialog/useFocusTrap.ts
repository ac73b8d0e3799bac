import { useEffect, useEffectEvent, type RefObject } from 'react';
import { focusableWithin } from './focusable';

/**
 * While mounted: moves focus into the container, keeps Tab inside it, calls `onEscape` on Escape,
 * and gives focus back to whatever had it before.
 *
 * Set up once per mount: callers pass a new `onEscape` on every render (an inline arrow), and the
 * trap must not re-run then, or each render of the caller (the player bar on every queue change)
 * would send focus to the opener and back to the dialog's first control.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const autoFocus = node.querySelector<HTMLElement>('[data-autofocus]');
    (autoFocus ?? focusableWithin(node)[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(node);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [container]);
}
