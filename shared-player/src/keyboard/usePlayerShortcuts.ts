import { useEffect, useRef } from 'react';
import {
  arrowsBelongToTarget,
  insideDialog,
  insideHorizontalScroller,
  spaceBelongsToTarget,
} from './shortcutTargets';

/** Seconds the arrow keys jump. */
export const arrowSeekSeconds = 5;

interface ShortcutActions {
  enabled: boolean;
  toggle: () => void;
  seekBy: (seconds: number) => void;
}

/**
 * Space toggles play, Left/Right seek 5 s, site-wide, but only when focus is on plain content, so
 * fields, buttons, sliders and dialogs keep their own keys. No character keys are used, which keeps
 * it safe under WCAG 2.1.4.
 */
export function usePlayerShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled, toggle, seekBy } = latest.current;
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      if (insideDialog(event.target)) return;
      if (event.key === ' ' && !spaceBelongsToTarget(event.target)) {
        event.preventDefault(); // no page scroll
        if (!event.repeat) toggle();
      } else if (
        (event.key === 'ArrowLeft' || event.key === 'ArrowRight') &&
        !event.shiftKey &&
        !arrowsBelongToTarget(event.target) &&
        !insideHorizontalScroller(event.target)
      ) {
        event.preventDefault();
        seekBy(event.key === 'ArrowLeft' ? -arrowSeekSeconds : arrowSeekSeconds);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
