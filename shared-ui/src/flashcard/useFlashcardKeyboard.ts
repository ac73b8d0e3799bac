import { useEffect, type RefObject } from 'react';

/** What a key does to a flashcard: turn it over, or answer it. */
export type FlashcardKeyAction = { type: 'flip' } | { type: 'answer'; knewIt: boolean };

const typingTargets = 'input, textarea, select, [contenteditable="true"]';
const activatableTargets = 'button, a[href], summary, [role="button"]';

/** Which round action a key stands for, or null. Space/Enter flip, ←/1 missed, →/2 knew it. */
export function flashcardActionForKey(key: string): FlashcardKeyAction | null {
  switch (key) {
    case ' ':
    case 'Enter':
      return { type: 'flip' };
    case 'ArrowLeft':
    case '1':
      return { type: 'answer', knewIt: false };
    case 'ArrowRight':
    case '2':
      return { type: 'answer', knewIt: true };
    default:
      return null;
  }
}

/** A printable character (1, 2), unlike Space, Enter and the arrows: WCAG 2.1.4 applies to it. */
export const isCharacterKey = (key: string) => key.length === 1 && key.trim() !== '';

export interface FlashcardKeyboardOptions {
  /** The flashcard modal answers keys itself; the page stays quiet while any modal is open. */
  inDialog: boolean;
  /**
   * The quiz card and its buttons. WCAG 2.1.4: the single-character keys 1 and 2 answer only
   * while focus is inside it (in the modal, anywhere in its dialog, which traps focus).
   */
  region: RefObject<HTMLElement | null>;
}

function focusInRegion(target: Element | null, region: HTMLElement | null, inDialog: boolean) {
  if (!target || !region) return false;
  const scope = (inDialog && region.closest('[role="dialog"]')) || region;
  return scope.contains(target);
}

/** Lets a round of flashcards be played from the keyboard while its card is mounted. */
export function useFlashcardKeyboard(
  dispatch: (action: FlashcardKeyAction) => void,
  { inDialog, region }: FlashcardKeyboardOptions,
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = flashcardActionForKey(event.key);
      if (!action) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(typingTargets)) return;
      if (!inDialog && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (isCharacterKey(event.key) && !focusInRegion(target, region.current, inDialog)) return;
      // A focused button already turns Space/Enter into its own click.
      if (action.type === 'flip' && target?.closest(activatableTargets)) return;
      event.preventDefault();
      dispatch(action);
    };
    // Capture phase: while a card is on screen its keys win over the player bar's site-wide
    // Space/arrow shortcuts, which skip events that are already handled.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [dispatch, inDialog, region]);
}
