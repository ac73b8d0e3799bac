/** One word of a line: its own text (punctuation kept) and where it stands, in code points. */
export interface WordSpan {
  text: string;
  /** Index of its first code point in the line. */
  from: number;
  /** Index after its last code point. */
  to: number;
}

const hasLetterOrDigit = /[\p{L}\p{N}]/u;

/**
 * The line's words in order: runs of non-space, where a run without a letter or digit (a dash, a
 * lone quote) stays with the word before it (the first word takes one that opens the line), so
 * the words joined by single spaces give the line back.
 */
export function lineWords(line: string): WordSpan[] {
  const points = Array.from(line);
  const runs: WordSpan[] = [];
  let from = -1;
  points.forEach((point, index) => {
    const space = /\s/u.test(point);
    if (!space && from < 0) from = index;
    if ((space || index === points.length - 1) && from >= 0) {
      const to = space ? index : index + 1;
      runs.push({ text: points.slice(from, to).join(''), from, to });
      from = -1;
    }
  });
  const words: WordSpan[] = [];
  let pending: WordSpan | null = null;
  for (const run of runs) {
    if (!hasLetterOrDigit.test(run.text)) {
      const last = words[words.length - 1];
      if (last) words[words.length - 1] = join(last, run);
      else pending = pending ? join(pending, run) : run;
      continue;
    }
    words.push(pending ? join(pending, run) : run);
    pending = null;
  }
  if (pending) words.push(pending);
  return words;
}

const join = (a: WordSpan, b: WordSpan): WordSpan => ({
  text: `${a.text} ${b.text}`,
  from: a.from,
  to: b.to,
});
