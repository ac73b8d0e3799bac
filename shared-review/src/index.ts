// @btb/shared-review: spaced repetition for every page that teaches words (issue 20). A federated
// singleton, so the quiz, the song page, the player and the review page share one store and one
// sync. FSRS itself loads with the first review, not with the shell.
export { recordReview, ratingOfAnswer } from './recordReview';
export {
  cardId,
  reviewCardKey,
  validReviewLog,
  type ReviewCard,
  type ReviewCardState,
} from './cards/reviewCard';
export type { ReviewAnswer } from './storage/reviewStore';
export { readReviewCards, readReviewLogs, mergeReviewLogs } from './storage/reviewStore';
export { onReviewStoreReset } from './storage/openReviewDb';
export { reviewDbName } from './storage/reviewSchema';
export { setReviewLearner, syncReviews, scheduleReviewSync } from './sync/reviewSync';
export {
  planGaps,
  gapLevels,
  fillsGap,
  choicesFor,
  lineToStopAt,
  normalizeWord,
  type GapLevel,
  type GapLine,
  type GapToken,
} from './gaps/gapPlan';
export {
  answerGap,
  gapGameDone,
  newGapGame,
  type GapGameState,
  type GapAnswerResult,
} from './gaps/gapGame';
export { onReviewStoreChange } from './storage/reviewStoreChanges';
export { dueReviewCards, nextReviewDue } from './due/dueCards';
export { reviewDueBadge, refreshReviewDueBadge, startReviewDueBadge } from './due/dueBadge';
import { startReviewDueBadge } from './due/dueBadge';

if (typeof window !== 'undefined') {
  // Every page of the site loads this singleton with the shell: the nav's due count is kept from
  // here, a moment after the page started (the server renders no badge, the browser hydrates none).
  setTimeout(() => startReviewDueBadge(), 0);
}
