// @btb/shared-fsrs: a review card and its schedule, computed alike in the browser and on the
// server. The scheduler (`./scheduler`, with ts-fsrs) is its own entry: the browser loads it with
// the first review, not with the page.
export {
  cardId,
  reviewCardKey,
  validReviewLog,
  type ReviewCard,
  type ReviewCardState,
} from './reviewCard';
