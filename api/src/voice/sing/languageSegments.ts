import type { SpeechLanguage } from '../espeakSpeaker';

/** A stretch of a line sung in one language: its text and where it starts in the line (code points). */
export interface LanguageSegment {
  text: string;
  offset: number;
  language: SpeechLanguage;
}

const opening = new Set(['„', '“', '"', '«', '‚', '‹']);
const closingOf: Record<string, string[]> = {
  '„': ['“', '”'],
  '“': ['”', '“'],
  '"': ['"'],
  '«': ['»'],
  '‚': ['‘', '’'],
  '‹': ['›'],
};
const hasLetter = /\p{L}/u;

/**
 * The line cut where its language changes: quoted text (a translation: „el ordenador“, "dog",
 * «perro») is sung in `quoted`, the rest in `language`. The quote marks themselves, and stretches
 * without a letter, are left out.
 */
export function languageSegments(
  line: string,
  language: SpeechLanguage,
  quoted: SpeechLanguage,
): LanguageSegment[] {
  const points = Array.from(line);
  const segments: LanguageSegment[] = [];
  let from = 0;
  let inQuote: string[] | null = null;
  const close = (to: number, segmentLanguage: SpeechLanguage) => {
    const text = points.slice(from, to).join('');
    if (hasLetter.test(text)) segments.push({ text, offset: from, language: segmentLanguage });
  };
  points.forEach((point, index) => {
    if (inQuote && inQuote.includes(point)) {
      close(index, quoted);
      inQuote = null;
      from = index + 1;
    } else if (!inQuote && opening.has(point)) {
      close(index, language);
      inQuote = closingOf[point] ?? null;
      from = index + 1;
    }
  });
  close(points.length, inQuote ? quoted : language);
  return segments;
}
