import { storeQuizScore, type FinishedQuiz } from './quizScores/quizScores';
import type { QuizScore } from './quizScores/quizScore';
import { scheduleReviewSync } from './sync/reviewSync';

/**
 * Keeps a finished quiz round of a lesson (the best score stays) and, for a logged-in learner,
 * sends it to the account with the next sync. Never throws.
 */
export async function recordQuizScore(finished: FinishedQuiz): Promise<QuizScore | null> {
  const kept = await storeQuizScore(finished);
  if (kept) scheduleReviewSync();
  return kept;
}
