/**
 * Clicks made on a server-rendered page before React listens (its scripts still downloading on a
 * slow connection) would be lost: a button does nothing without its handler. The page's head runs
 * `captureEarlyClicks` inline, before any other script, and keeps the buttons clicked; once the
 * page is hydrated (React listens, and hydrates at once the part a click lands in) the bootstrap
 * clicks them again, in order. Links and a form's submit buttons keep working without scripts, so
 * they are left to the browser.
 */

/** Where the inline script leaves what it kept, for the bootstrap. */
const earlyClicksKey = '__btbEarlyClicks';

interface EarlyClicks {
  buttons: HTMLButtonElement[];
  stop(): void;
}

/** Runs in the page as its own source text (`earlyClicksScript`): it uses nothing outside itself. */
function captureEarlyClicks(key: string): void {
  const buttons: HTMLButtonElement[] = [];
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || (button.form && button.type === 'submit')) return;
    buttons.push(button);
  };
  document.addEventListener('click', keep, true);
  const early: EarlyClicks = {
    buttons,
    stop: () => document.removeEventListener('click', keep, true),
  };
  Reflect.set(window, key, early);
}

/** The script's text, made once: every server-rendered page carries it. */
const earlyClicksSource = `(${captureEarlyClicks.toString()})(${JSON.stringify(earlyClicksKey)})`;

/** The inline script for the page's head (it carries the response's CSP nonce). */
export function earlyClicksScript(nonce: string): string {
  return `<script nonce="${nonce}">${earlyClicksSource}</script>`;
}

/**
 * Call right after `hydrateRoot` (or `createRoot().render`): stops keeping clicks and clicks the
 * kept buttons again. Buttons the page no longer has (it was rendered anew) are skipped.
 */
export function replayEarlyClicks(): void {
  const early = Reflect.get(window, earlyClicksKey) as EarlyClicks | undefined;
  if (!early) return;
  Reflect.deleteProperty(window, earlyClicksKey);
  early.stop();
  for (const button of early.buttons) if (button.isConnected) button.click();
}
