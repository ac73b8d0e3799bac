import type { FocusEvent, KeyboardEvent } from 'react';

const wordSelector = '[data-testid="lyric-word"]';

/** The line a word stands in, from its `data-word-key` ("line:word"). */
const lineOf = (word: Element) => (word.getAttribute('data-word-key') ?? '').split(':')[0];

/** Makes `word` the one tab stop of the lyrics (roving tabindex) and, when asked, focuses it. */
function makeTabStop(root: Element, word: Element, focus: boolean) {
  for (const other of root.querySelectorAll(`${wordSelector}[tabindex="0"]`))
    if (other !== word) other.setAttribute('tabindex', '-1');
  word.setAttribute('tabindex', '0');
  if (focus) (word as HTMLElement).focus();
}

/** The word an arrow key, Home or End leads to from `word`, or null. */
function wordFor(key: string, word: Element, words: Element[]): Element | null {
  const at = words.indexOf(word);
  const line = lineOf(word);
  switch (key) {
    case 'ArrowRight':
      return words[at + 1] ?? null;
    case 'ArrowLeft':
      return words[at - 1] ?? null;
    case 'ArrowDown':
      return words.slice(at).find((other) => lineOf(other) !== line) ?? null;
    case 'ArrowUp': {
      const before = words.slice(0, at).filter((other) => lineOf(other) !== line);
      const previousLine = before.length ? lineOf(before[before.length - 1] as Element) : null;
      return before.find((other) => lineOf(other) === previousLine) ?? null;
    }
    case 'Home':
      return words[0] ?? null;
    case 'End':
      return words[words.length - 1] ?? null;
    default:
      return null;
  }
}

/**
 * The lyrics are one stop in the tab order, not one per word: arrows move word by word (left and
 * right) and line by line (up and down), Home and End to the first and last word.
 */
export function moveWordFocus(event: KeyboardEvent<HTMLElement>): void {
  const word = (event.target as Element).closest?.(wordSelector);
  if (!word || event.altKey || event.ctrlKey || event.metaKey) return;
  const words = Array.from(event.currentTarget.querySelectorAll(wordSelector));
  const next = wordFor(event.key, word, words);
  if (!next) return;
  event.preventDefault();
  makeTabStop(event.currentTarget, next, true);
}

/** A word focused any way (a click, a tap) becomes the lyrics' tab stop. */
export function keepWordTabStop(event: FocusEvent<HTMLElement>): void {
  const word = (event.target as Element).closest?.(wordSelector);
  if (word) makeTabStop(event.currentTarget, word, false);
}
