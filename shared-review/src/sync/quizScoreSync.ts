import {
  apiRoutes,
  quizScoreLimits,
  type LearnerProgress,
  type LearnerProgressPush,
} from '@btb/shared-contract';
import { apiRequest } from '@btb/shared-store';
import { mergeQuizScores, readQuizScores } from '../quizScores/quizScores';

/**
 * A logged-in learner's quiz scores both ways (issue 34): this browser's go to the account (which
 * keeps each lesson's better round), and the account's come back merged. Throws what the API
 * answers, as the review sync's steps do.
 */
export async function syncQuizScores(): Promise<void> {
  const local = await readQuizScores();
  let answer: LearnerProgress | undefined;
  let from = 0;
  do {
    const body: LearnerProgressPush = {
      quizScores: local.slice(from, from + quizScoreLimits.scoresPerPush),
    };
    answer = await apiRequest<LearnerProgress>(apiRoutes.learnerProgress, { method: 'POST', body });
    from += quizScoreLimits.scoresPerPush;
  } while (from < local.length);
  // Whatever the server sent, only what reads as a score is taken.
  await mergeQuizScores(Array.isArray(answer?.quizScores) ? answer.quizScores : []);
}
