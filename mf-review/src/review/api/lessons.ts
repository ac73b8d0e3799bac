import type { QuizQuestion } from '@btb/shared-contract';
import { fetchLesson } from '@btb/shared-review';

/** The cards of each of these lessons, by code (none for an unknown code). Throws when the API cannot be reached. */
export async function fetchLessons(
  codes: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, QuizQuestion[]>> {
  const entries = await Promise.all(
    codes.map(async (code) => [code, (await fetchLesson(code, signal))?.cards ?? []] as const),
  );
  return Object.fromEntries(entries);
}
