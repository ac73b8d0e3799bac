import type { FormControl } from './replayValue';

/**
 * What a learner does on a server-rendered page before their part of it is hydrated would be
 * lost: a button does nothing without its handler, a language picked or a word typed never
 * reaches the page's state, and React drops an event on a part that still waits for its code (a
 * lazy boundary). The page's head runs `captureEarlyInteractions` inline, before any other script,
 * and keeps every button (or row made focusable to be clicked) clicked and every form control
 * changed before React had hydrated it;
 * once React listens (`replayEarlyInteractions`), each is carried out again, in order, as soon as
 * its part has hydrated: a button is clicked, a control's value is handed to its handlers. Links
 * and a form's submit buttons keep working without scripts, so they are left to the browser.
 */

/** Where the inline script leaves what it kept, for the bootstrap. */
export const earlyInteractionsKey = '__btbEarlyInteractions';

export type Kept =
  /** A button, or an element made focusable to be clicked (`tabindex="0"`). */
  (
    | { target: HTMLElement }
    /** A form control the learner changed, and what they chose (its value, or whether it is checked). */
    | { target: FormControl; chosen: string | boolean }
  ) & {
    /** `performance.now()` when it happened. */
    at: number;
  };

export interface EarlyInteractions {
  /** What no handler has answered, oldest first; a control once, where it last changed. */
  kept: Kept[];
  /** Whether React has hydrated the element: it holds React's props once it has. */
  isHydrated(element: Element): boolean;
  /** Clicks a kept button again, past the capture. */
  replay(button: HTMLElement): void;
  /** Set by the replay: called when something is kept after it started. */
  onKept?: () => void;
  /** Keeps nothing more and forgets what was kept. */
  stop(): void;
}
