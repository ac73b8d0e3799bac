import { earlyInteractionsKey, type EarlyInteractions, type Kept } from './earlyInteractionsShape';

// The server's half (earlyInteractionsShape.ts says what it is for): the page's own copy of this
// code is the inline script's text, so the browser bundle does not carry it.

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
  // React listens on its root's element from the moment it starts hydrating (the document's own
  // mark stays from any root made before, so it says nothing about this one).
  const reactListens = (target: Element) => {
    for (let node: Element | null = target; node; node = node.parentElement) {
      if (Object.keys(node).some((name) => name.startsWith('_reactListening'))) return true;
    }
    return false;
  };
  // When a control last changed with React answering it: what was kept for it before is older.
  const answeredAt = new WeakMap<Element, number>();
  // Once React listens it hydrates the part an event lands in at once and answers the event when
  // it can (in this very event); only what it could not answer (the part waits for its code) is
  // kept. React stops such an event at its root, so whether it was answered is read as the event
  // reaches the element (past the root, hydrated by then), not later: the part's code may arrive
  // in between and hydrate it without the event. An event from before React listened was answered
  // by nobody, even if its part has hydrated since.
  function keepUnanswered(entry: Kept, event: Event) {
    const listened = reactListens(entry.target);
    let answered = false;
    const settle = () => {
      answered = isHydrated(entry.target);
    };
    if (listened) entry.target.addEventListener(event.type, settle, { capture: true, once: true });
    setTimeout(() => {
      entry.target.removeEventListener(event.type, settle, { capture: true });
      if (answered) return;
      if ((answeredAt.get(entry.target) ?? -1) > entry.at) return;
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
    // A button, or an element the page made focusable to act on it (a result row that opens its
    // song); a link inside one works without scripts, so it is left to the browser.
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const button = target.closest<HTMLElement>('button, [tabindex="0"]');
    if (!button || (button instanceof HTMLButtonElement && button.form && button.type === 'submit'))
      return;
    // Hydrated means React listened already: it answered this event itself.
    if (isHydrated(button)) return;
    keepUnanswered({ target: button, at: performance.now() }, event);
  }
  function keepChange(event: Event) {
    const control = event.target;
    if (
      !(control instanceof HTMLInputElement) &&
      !(control instanceof HTMLSelectElement) &&
      !(control instanceof HTMLTextAreaElement)
    )
      return;
    // Read now: once hydrated, a render of the page puts back the value its state holds.
    const toggles =
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio');
    const chosen = toggles ? control.checked : control.value;
    if (isHydrated(control)) {
      const at = performance.now();
      answeredAt.set(control, at);
      // React answers a control only when its value differs from the one React last saw, and
      // hydration takes what the learner typed before it as that value: the browser's own change
      // event (Enter, leaving the field) then goes unanswered. What was kept for the control is
      // carried out, with what it holds now; where React did answer, that changes nothing.
      const earlier = kept.findIndex((other) => other.target === control);
      if (earlier >= 0) {
        kept[earlier] = { target: control, chosen, at };
        setTimeout(() => early.onKept?.(), 0);
      }
      return;
    }
    keepUnanswered({ target: control, chosen, at: performance.now() }, event);
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
