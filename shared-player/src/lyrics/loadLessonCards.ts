import type { QuizQuestion } from '@btb/shared-contract';
import { fetchLesson } from '@btb/shared-review';
import { HttpError } from '@btb/shared-store';

/** One load per lesson for the page's life: every word card of a song asks for the same cards. */
const loaded = new Map<string, Promise<QuizQuestion[]>>();

/**
 * A lesson's quiz cards (its vocabulary: question the word, answer its meaning). A code without
 * vocabulary has none; a failed load is tried again next time.
 */
export function loadLessonCards(lessonCode: string): Promise<QuizQuestion[]> {
  const code = lessonCode.trim();
  const known = loaded.get(code);
  if (known) return known;
  const cards = fetchLesson(code).then(
    (lesson) => lesson?.cards ?? [],
    (error: unknown) => {
      // The server answers 404 for a code without vocabulary: a lesson with no words.
      if (error instanceof HttpError && error.status === 404) return [];
      loaded.delete(code);
      throw error;
    },
  );
  loaded.set(code, cards);
  return cards;
}
