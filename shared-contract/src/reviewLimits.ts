/** Limits of a review push and of its fields, shared by the API's validation and the client's batching. */
export const reviewLimits = {
  /** Logs per push; the client sends more in several pushes. */
  logsPerPush: 100,
  /** Logs per pull page; `more` says when another page waits. */
  logsPerPull: 500,
  /** A card's word (the quiz question), as the quiz shows it. */
  wordLength: 200,
} as const;

/** The buttons that record a review: the quiz's two, and the two FSRS has besides. */
export const reviewRatings = ['again', 'hard', 'good', 'easy'] as const;
