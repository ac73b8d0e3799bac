/**
 * Copies `text` to the clipboard. The async Clipboard API needs a secure context and permission;
 * when it is missing or refuses, a hidden text area with `execCommand('copy')` still works in most
 * browsers (SPEC section 8). Resolves to whether either way succeeded.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: fall back below.
  }
  return copyWithTextArea(text);
}

function copyWithTextArea(text: string): boolean {
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // Selecting the text area moved focus; give it back to the button the user pressed.
    previousFocus?.focus();
  }
}
