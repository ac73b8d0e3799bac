/**
 * Clicks made on a server-rendered page before their part of it is hydrated would be lost: a
 * button does nothing without its handler, and React drops a click on a part that still waits for
 * its code (a lazy boundary). The page's head runs `captureEarlyClicks` inline, before any other
 * script, and keeps every button clicked before React had hydrated it; once React listens
 * (`replayEarlyClicks`), each kept button is clicked again, in order, as soon as its part has
 * hydrated. Links and a form's submit buttons keep working without scripts, so they are left to
 * the browser.
 */

/** Where the inline script leaves what it kept, for the bootstrap. */
const earlyClicksKey = '__btbEarlyClicks';

interface KeptClick {
  button: HTMLButtonElement;
  /** `performance.now()` when it was clicked. */
  at: number;
}

interface EarlyClicks {
  /** Clicks no handler has answered, oldest first. */
  kept: KeptClick[];
  /** Whether React has hydrated the element: it holds React's props once it has. */
  isHydrated(element: Element): boolean;
  /** Clicks a kept button again, past the capture. */
  replay(button: HTMLButtonElement): void;
  /** Set by the replay: called when a click is kept after it started. */
  onKept?: () => void;
  /** Keeps no more clicks and forgets those kept. */
  stop(): void;
}

/** Runs in the page as its own source text (`earlyClicksScript`): it uses nothing outside itself. */
function captureEarlyClicks(key: string): void {
  const kept: KeptClick[] = [];
  let replaying = false;
  const isHydrated = (element: Element) =>
    Object.keys(element).some((name) => name.startsWith('__reactProps$'));
  const early: EarlyClicks = {
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
      document.removeEventListener('click', keep, true);
      kept.length = 0;
      Reflect.deleteProperty(window, key);
    },
  };
  function keep(event: Event) {
    if (replaying) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || (button.form && button.type === 'submit') || isHydrated(button)) return;
    const at = performance.now();
    // Once React listens it hydrates the clicked part at once and answers the click when it can
    // (in this very event); only a click it could not answer (the part waits for its code) is kept.
    setTimeout(() => {
      if (isHydrated(button)) return;
      kept.push({ button, at });
      early.onKept?.();
    }, 0);
  }
  document.addEventListener('click', keep, true);
  Reflect.set(window, key, early);
}

/** The script's text, made once: every server-rendered page carries it. */
const earlyClicksSource = `(${captureEarlyClicks.toString()})(${JSON.stringify(earlyClicksKey)})`;

/** The inline script for the page's head (it carries the response's CSP nonce). */
export function earlyClicksScript(nonce: string): string {
  return `<script nonce="${nonce}">${earlyClicksSource}</script>`;
}

/** How often a kept click looks again whether its part has hydrated. */
const recheckMs = 50;
/** A part not hydrated by then never will be (it is not React's): its click is dropped. */
const giveUpMs = 20_000;

/**
 * Call right after `hydrateRoot` (or `createRoot().render`): from now on each kept click is
 * clicked again as soon as its button has hydrated, in the order they were made, including clicks
 * kept later on parts still waiting for their code. Buttons the page no longer has (it was
 * rendered anew) are skipped.
 */
export function replayEarlyClicks(): void {
  const early = Reflect.get(window, earlyClicksKey) as EarlyClicks | undefined;
  if (!early || early.onKept) return;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const replayReady = () => {
    waiting = undefined;
    for (let next = early.kept[0]; next; next = early.kept[0]) {
      const { button, at } = next;
      const hydrated = button.isConnected && early.isHydrated(button);
      if (!hydrated && button.isConnected && performance.now() - at < giveUpMs) {
        waiting = setTimeout(replayReady, recheckMs);
        return;
      }
      early.kept.shift();
      if (hydrated) early.replay(button);
    }
  };
  early.onKept = () => {
    if (waiting === undefined) replayReady();
  };
  replayReady();
}

/** For a page rendered anew (`createRoot`): the server's buttons are gone, so nothing is kept. */
export function stopEarlyClicks(): void {
  (Reflect.get(window, earlyClicksKey) as EarlyClicks | undefined)?.stop();
}
