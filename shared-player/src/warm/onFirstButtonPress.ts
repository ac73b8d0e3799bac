/** A press of a button: a pointer or finger down on it, or Enter or Space while it has the focus. */
function isButtonPress(event: Event): boolean {
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return false;
  return event.target instanceof Element && event.target.closest('button') !== null;
}

const pressEvents = ['pointerdown', 'keydown'] as const;

/**
 * Runs `then` once, at the first press of any button of the page, as the press begins: before its
 * click, and before React hydrates the part it landed in (the listener captures on the document).
 * Returns the function that stops listening.
 */
export function onFirstButtonPress(then: () => void): () => void {
  const options = { capture: true, passive: true };
  const stop = () => {
    for (const type of pressEvents) document.removeEventListener(type, onPress, options);
  };
  function onPress(event: Event) {
    if (!isButtonPress(event)) return;
    stop();
    then();
  }
  for (const type of pressEvents) document.addEventListener(type, onPress, options);
  return stop;
}
