export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets the value as the element's own class does, past what an instance put over it. */
function setOwnValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Reflect.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/** The option a select was rendered with: the one marked selected, or else its first. */
function renderedOption(select: HTMLSelectElement): string | undefined {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value;
}

/**
 * Hands what the learner chose in a control before it was hydrated (its value, or whether it is
 * checked) to the page's handlers now that it is. The page's state never heard of that choice,
 * and React's change detection may have taken it as its starting point, so a plain event could go
 * unnoticed; a render since may also have put the state's value back. The page rendered the
 * control with `defaultValue`, `defaultChecked` or a selected option (hydration and every render
 * keep them so): a choice equal to that changes nothing. Otherwise the control goes to what was
 * rendered through its own property (React's tracker follows), then to the learner's choice the
 * way a user's input gets there, with the event its `onChange` listens to.
 */
export function replayValue(control: FormControl, chosen: string | boolean): void {
  if (control instanceof HTMLSelectElement) {
    if (chosen === renderedOption(control)) return;
    control.value = String(chosen);
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof chosen === 'boolean') {
    if (!(control instanceof HTMLInputElement) || chosen === control.defaultChecked) return;
    control.checked = !chosen;
    control.click();
    return;
  }
  if (chosen === control.defaultValue) return;
  control.value = control.defaultValue;
  setOwnValue(control, chosen);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
