/** What the synthesizer is given for a line, and where each of its code points came from. */
export interface SpeechInput {
  text: string;
  /** For each code point of `text`, the index of the line's code point it stands for. */
  origin: number[];
}

/** eSpeak reads its input as SSML and `[[…]]` as phonemes: those characters are escaped. */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '[': ' ',
  ']': ' ',
};

/** The line as the synthesizer may read it, with the map back to the line's own positions. */
export function speechInput(line: string): SpeechInput {
  let text = '';
  const origin: number[] = [];
  Array.from(line).forEach((point, index) => {
    const out = escapes[point] ?? point;
    text += out;
    for (let i = 0; i < Array.from(out).length; i++) origin.push(index);
  });
  return { text, origin };
}
