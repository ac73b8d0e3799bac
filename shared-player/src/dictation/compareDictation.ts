import { spellingKey } from './spellingKey';

/** One sung word against what was typed for it; `index` is the word's place in the line. */
export type DictationMark =
  | { kind: 'right'; index: number; expected: string; typed: string }
  | { kind: 'wrong'; index: number; expected: string; typed: string }
  | { kind: 'missing'; index: number; expected: string }
  | { kind: 'extra'; typed: string };

export interface DictationComparison {
  marks: DictationMark[];
  /** Sung words typed right. */
  right: number;
  /** Sung words in the line (punctuation alone is no word). */
  total: number;
  /** Every word right, and nothing typed that is not sung. */
  allRight: boolean;
}

/**
 * The typed answer against the line's words, word by word. The two are aligned with the fewest
 * edits (a word left out or added does not make every later word wrong); a word counts as right
 * when its `spellingKey` matches.
 */
export function compareDictation(lineWords: readonly string[], typed: string): DictationComparison {
  const sung = lineWords
    .map((text, index) => ({ text, index, key: spellingKey(text) }))
    .filter((word) => word.key !== '');
  const written = typed
    .split(/\s+/)
    .map((text) => ({ text, key: spellingKey(text) }))
    .filter((word) => word.key !== '');

  // cost[i][j]: the fewest edits that turn written[j..] into sung[i..].
  const cost = Array.from({ length: sung.length + 1 }, (_, i) =>
    Array.from({ length: written.length + 1 }, (_, j) => sung.length - i + written.length - j),
  );
  const at = (i: number, j: number) => cost[i]?.[j] ?? 0;
  for (let i = sung.length - 1; i >= 0; i--) {
    for (let j = written.length - 1; j >= 0; j--) {
      const same = sung[i]?.key === written[j]?.key;
      (cost[i] as number[])[j] = Math.min(
        at(i + 1, j + 1) + (same ? 0 : 1),
        at(i + 1, j) + 1,
        at(i, j + 1) + 1,
      );
    }
  }

  const marks: DictationMark[] = [];
  let i = 0;
  let j = 0;
  while (i < sung.length || j < written.length) {
    const word = sung[i];
    const typedWord = written[j];
    if (word && typedWord && at(i, j) === at(i + 1, j + 1) + (word.key === typedWord.key ? 0 : 1)) {
      const kind = word.key === typedWord.key ? 'right' : 'wrong';
      marks.push({ kind, index: word.index, expected: word.text, typed: typedWord.text });
      i++;
      j++;
    } else if (word && at(i, j) === at(i + 1, j) + 1) {
      marks.push({ kind: 'missing', index: word.index, expected: word.text });
      i++;
    } else if (typedWord) {
      marks.push({ kind: 'extra', typed: typedWord.text });
      j++;
    } else break;
  }

  const right = marks.filter((mark) => mark.kind === 'right').length;
  return {
    marks,
    right,
    total: sung.length,
    allRight: right === sung.length && written.length === right,
  };
}
