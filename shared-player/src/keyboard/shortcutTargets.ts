const formFieldSelector =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const activatableSelector = 'button, a[href], summary, [role="button"], [role="link"]';
/** Widgets that use the arrow keys themselves. */
const arrowWidgetSelector = [
  '[role="slider"]',
  '[role="tab"]',
  '[role="tablist"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="menuitem"]',
  '[role="radiogroup"]',
  '[role="radio"]',
  '[role="grid"]',
  '[role="tree"]',
].join(', ');

const asElement = (target: EventTarget | null) => (target instanceof Element ? target : null);

/** Focus is in a text field, select or editable content: typed characters belong to it. */
export function typingInField(target: EventTarget | null): boolean {
  return !!asElement(target)?.closest(formFieldSelector);
}

/** Space belongs to the element unless focus is on plain content (not a field, button or link). */
export function spaceBelongsToTarget(target: EventTarget | null): boolean {
  const element = asElement(target);
  return !!element?.closest(`${formFieldSelector}, ${activatableSelector}, ${arrowWidgetSelector}`);
}

/** Arrow keys belong to the element when it is a text field, a slider or another arrow widget. */
export function arrowsBelongToTarget(target: EventTarget | null): boolean {
  const element = asElement(target);
  return !!element?.closest(`${formFieldSelector}, ${arrowWidgetSelector}`);
}

/** Marks the player's own buttons (PlaybackControls), wherever they are shown. */
export const playerControlsAttribute = 'data-player-controls';

/**
 * An open modal dialog owns the keyboard, unless it shows the player's own controls (now playing):
 * there the player's keys are the dialog's keys. Fields and buttons inside keep theirs as anywhere.
 */
export function dialogOwnsKeys(target: EventTarget | null): boolean {
  const dialog = asElement(target)?.closest('[role="dialog"], [role="alertdialog"]');
  return !!dialog && !dialog.querySelector(`[${playerControlsAttribute}]`);
}

/** Inside a row that scrolls sideways (e.g. a playlist row), the arrows scroll it. */
export function insideHorizontalScroller(target: EventTarget | null): boolean {
  for (let node = asElement(target); node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) {
      return true;
    }
  }
  return false;
}
