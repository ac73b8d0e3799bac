import { useEffect, useRef } from 'react';
import {
  arrowsBelongToTarget,
  dialogOwnsKeys,
  insideHorizontalScroller,
  spaceBelongsToTarget,
  typingInField,
} from './shortcutTargets';

/** Seconds the arrow keys jump. */
export const arrowSeekSeconds = 5;

interface ShortcutActions {
  enabled: boolean;
  toggle: () => void;
  seekBy: (seconds: number) => void;
  /** Character keys (`n`, `?`, ...) and what they do; they never fire while typing in a field. */
  singleKeys?: Readonly<Record<string, () => void>>;
  /** WCAG 2.1.4: the listener can turn the character-key shortcuts off. */
  singleKeysEnabled?: boolean;
}

/**
 * Space toggles play, Left/Right seek 5 s, site-wide, but only when focus is on plain content, so
 * fields, buttons, sliders and dialogs keep their own keys; a dialog that shows the player's controls
 * (now playing) lets them through (dialogOwnsKeys). Character keys (next, replay line, ...) never
 * fire while typing and can be turned off (WCAG 2.1.4).
 */
export function usePlayerShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled, toggle, seekBy, singleKeys, singleKeysEnabled = true } = latest.current;
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      if (dialogOwnsKeys(event.target)) return;
      const single = singleKeys?.[event.key.length === 1 ? event.key.toLowerCase() : ''];
      if (single) {
        if (!singleKeysEnabled || typingInField(event.target) || event.repeat) return;
        event.preventDefault();
        single();
        return;
      }
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
