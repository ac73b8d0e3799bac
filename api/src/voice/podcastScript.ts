import type { SpeechLanguage } from './espeakSpeaker';
import type { PodcastSegment } from './renderPodcast';

export interface LessonWord {
  /** The word in the song's language ("das Handy"). */
  word: string;
  /** Its meaning in the learner's language. */
  meaning: string;
}

const opening: Record<SpeechLanguage, string> = {
  en: "Let's walk through the words of this song.",
  de: 'Gehen wir die Wörter dieses Liedes durch.',
  es: 'Repasemos las palabras de esta canción.',
};

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/**
 * A short spoken walk through the lesson's words: an opening in the learner's language, then for
 * each word the word in the song's language, its meaning in the learner's, and the first song line
 * it is sung in.
 */
export function podcastScript(
  words: readonly LessonWord[],
  sungLines: readonly string[],
  sungIn: SpeechLanguage,
  learnerLanguage: SpeechLanguage,
): PodcastSegment[] {
  const segments: PodcastSegment[] = [
    { text: opening[learnerLanguage], language: learnerLanguage, pauseAfter: 1 },
  ];
  for (const { word, meaning } of words) {
    segments.push({ text: word, language: sungIn, pauseAfter: 0.6 });
    segments.push({ text: meaning, language: learnerLanguage, pauseAfter: 0.6 });
    const line = sungLines.find((text) => fold(text).includes(fold(word)));
    if (line) segments.push({ text: line, language: sungIn, pauseAfter: 1.2 });
    else (segments[segments.length - 1] as PodcastSegment).pauseAfter = 1.2;
  }
  return segments;
}
