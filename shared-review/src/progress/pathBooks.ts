import type { BookOverview } from '@btb/shared-contract';
import type { PathBook } from './lessonProgress';

/** The plan's books in order, levels one after the other, as `lessonProgress` takes them. */
export function pathBooks(overview: BookOverview): PathBook[] {
  return overview.levels.flatMap((level) =>
    level.books.map((book) => ({
      id: String(book.id),
      lessons: book.sequences.map((lesson) => ({
        code: lesson.strCode,
        songIds: lesson.songIds ?? [],
      })),
    })),
  );
}
