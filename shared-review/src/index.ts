// @btb/shared-review: spaced repetition for every page that teaches words (issue 20). A federated
// singleton, so the quiz, the song page, the player and the review page share one store and one
// sync. FSRS itself loads with the first review, not with the shell.
export { recordReview, ratingOfAnswer } from './recordReview';
// The card and its checks, for the pages (their schedule is computed in here, loaded with a review).
export * from '@btb/shared-fsrs';
export type { ReviewAnswer } from './storage/reviewStore';
export { readReviewCards, readReviewLogs, mergeReviewLogs } from './storage/reviewStore';
export { onReviewStoreReset } from './storage/openReviewDb';
export { setReviewLearner, scheduleReviewSync } from './sync/reviewSync';
export { setHeardSongStore, type HeardSongStore } from './sync/heardSongStore';
export {
  planGaps,
  gapLevels,
  lineToStopAt,
  type GapLevel,
  type GapLine,
  type GapToken,
} from './gaps/gapPlan';
export { choicesFor } from './gaps/gapChoices';
export { bareWord, findLessonCard } from './lessons/lessonWordMatch';
export { lessonWordsInLine, type LessonWordInLine } from './lessons/lessonWordsInLine';
export {
  answerGap,
  gapGameDone,
  newGapGame,
  type GapGameState,
  type GapAnswerResult,
} from './gaps/gapGame';
export { onReviewStoreChange } from './storage/reviewStoreChanges';
export { dueReviewCards, nextReviewDue } from './due/dueCards';
export { fetchLesson, type LessonCards } from './lessons/fetchLesson';
export { recordQuizScore } from './recordQuizScore';
export { mergeQuizScores, readQuizScores } from './quizScores/quizScores';
export { validQuizScore, type QuizScore } from './quizScores/quizScore';
export {
  lessonCardCounts,
  lessonProgress,
  summaryProgress,
  type LearnerFacts,
  type LearnerSummary,
  sumProgressTotals,
  type LessonProgress,
  type PathBook,
  type PathProgress,
  type ProgressTotals,
} from './progress/lessonProgress';
export { pathBooks } from './progress/pathBooks';
import { startReviewDueBadge } from './due/dueBadge';

if (typeof window !== 'undefined') {
  // The nav's due count is kept from here, a moment after this singleton loaded (the server renders
  // no badge, the browser hydrates none). It loads on every page of a learner who has reviews or is
  // logged in (the shell's useReviewSync), and with the first review anywhere else.
  setTimeout(() => startReviewDueBadge(), 0);
}
