import { replayValue, type FormControl } from './replayValue';

/**
 * What a learner does on a server-rendered page before their part of it is hydrated would be
 * lost: a button does nothing without its handler, a language picked or a word typed never
 * reaches the page's state, and React drops an event on a part that still waits for its code (a
 * lazy boundary). The page's head runs `captureEarlyInteractions` inline, before any other script,
 * and keeps every button clicked and every form control changed before React had hydrated it;
 * once React listens (`replayEarlyInteractions`), each is carried out again, in order, as soon as
 * its part has hydrated: a button is clicked, a control's value is handed to its handlers. Links
 * and a form's submit buttons keep working without scripts, so they are left to the browser.
 */

/** Where the inline script leaves what it kept, for the bootstrap. */
const earlyInteractionsKey = '__btbEarlyInteractions';

type Kept = (
  | { target: HTMLButtonElement }
  /** A form control the learner changed, and what they chose (its value, or whether it is checked). */
  | { target: FormControl; chosen: string | boolean }
) & {
  /** `performance.now()` when it happened. */
  at: number;
};

interface EarlyInteractions {
  /** What no handler has answered, oldest first; a control once, where it last changed. */
  kept: Kept[];
  /** Whether React has hydrated the element: it holds React's props once it has. */
  isHydrated(element: Element): boolean;
  /** Clicks a kept button again, past the capture. */
  replay(button: HTMLButtonElement): void;
  /** Set by the replay: called when something is kept after it started. */
  onKept?: () => void;
  /** Keeps nothing more and forgets what was kept. */
  stop(): void;
}

/** Runs in the page as its own source text (`earlyInteractionsScript`): it uses nothing outside itself. */
function captureEarlyInteractions(key: string): void {
  const kept: Kept[] = [];
  let replaying = false;
  const isHydrated = (element: Element) =>
    Object.keys(element).some((name) => name.startsWith('__reactProps$'));
  const early: EarlyInteractions = {
    kept,
    isHydrated,
    replay(button) {
      replaying = true;
      try {
        button.click();
      } finally {
        replaying = false;
      }
    },
    stop() {
      document.removeEventListener('click', keepClick, true);
      document.removeEventListener('input', keepChange, true);
      document.removeEventListener('change', keepChange, true);
      kept.length = 0;
      Reflect.deleteProperty(window, key);
    },
  };
  // Once React listens it hydrates the part an event lands in at once and answers the event when
  // it can (in this very event); only what it could not answer (the part waits for its code) is kept.
  function keepUnanswered(entry: Kept) {
    setTimeout(() => {
      if (isHydrated(entry.target)) return;
      if ('chosen' in entry) {
        const earlier = kept.findIndex((other) => other.target === entry.target);
        if (earlier >= 0) kept.splice(earlier, 1);
      }
      kept.push(entry);
      early.onKept?.();
    }, 0);
  }
  function keepClick(event: Event) {
    if (replaying) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || (button.form && button.type === 'submit') || isHydrated(button)) return;
    keepUnanswered({ target: button, at: performance.now() });
  }
  function keepChange(event: Event) {
    const control = event.target;
    if (
      !(control instanceof HTMLInputElement) &&
      !(control instanceof HTMLSelectElement) &&
      !(control instanceof HTMLTextAreaElement)
    )
      return;
    if (isHydrated(control)) return;
    // Read now: once hydrated, a render of the page puts back the value its state holds.
    const toggles =
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio');
    const chosen = toggles ? control.checked : control.value;
    keepUnanswered({ target: control, chosen, at: performance.now() });
  }
  document.addEventListener('click', keepClick, true);
  document.addEventListener('input', keepChange, true);
  document.addEventListener('change', keepChange, true);
  Reflect.set(window, key, early);
}

/** The script's text, made once: every server-rendered page carries it. */
const earlyInteractionsSource = `(${captureEarlyInteractions.toString()})(${JSON.stringify(earlyInteractionsKey)})`;

/** The inline script for the page's head (it carries the response's CSP nonce). */
export function earlyInteractionsScript(nonce: string): string {
  return `<script nonce="${nonce}">${earlyInteractionsSource}</script>`;
}

/** How often a kept interaction looks again whether its part has hydrated. */
const recheckMs = 50;
/** A part not hydrated by then never will be (it is not React's): what was done there is dropped. */
const giveUpMs = 20_000;

/**
 * Call right after `hydrateRoot` (or `createRoot().render`): from now on each kept interaction is
 * carried out again as soon as its element has hydrated, in the order they were made, including
 * those kept later on parts still waiting for their code. Elements the page no longer has (it was
 * rendered anew) are skipped.
 */
export function replayEarlyInteractions(): void {
  const early = Reflect.get(window, earlyInteractionsKey) as EarlyInteractions | undefined;
  if (!early || early.onKept) return;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const replayReady = () => {
    waiting = undefined;
    for (let next = early.kept[0]; next; next = early.kept[0]) {
      const { target, at } = next;
      const hydrated = target.isConnected && early.isHydrated(target);
      if (!hydrated && target.isConnected && performance.now() - at < giveUpMs) {
        waiting = setTimeout(replayReady, recheckMs);
        return;
      }
      early.kept.shift();
      if (!hydrated) continue;
      if ('chosen' in next) replayValue(next.target, next.chosen);
      else early.replay(next.target);
    }
  };
  early.onKept = () => {
    if (waiting === undefined) replayReady();
  };
  replayReady();
}

/** For a page rendered anew (`createRoot`): the server's elements are gone, so nothing is kept. */
export function stopEarlyInteractions(): void {
  (Reflect.get(window, earlyInteractionsKey) as EarlyInteractions | undefined)?.stop();
}
