/** A piece of text, and whether it is one of the matched words. */
export interface TextPart {
  text: string;
  matched: boolean;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into matched words (whole words, as the server names them) and the text between,
 * in order; joined again they give `text` unchanged.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const wanted = words.filter(Boolean);
  if (wanted.length === 0) return [{ text, matched: false }];
  const alternatives = [...wanted].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}_])`,
    'gu',
  );
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), matched: false });
    parts.push({ text: found[0], matched: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), matched: false });
  return parts;
}
