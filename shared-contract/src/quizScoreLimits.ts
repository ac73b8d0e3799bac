/** Limits of a quiz score and of a push of them, shared by the API's validation and the client. */
export const quizScoreLimits = {
  /** The most cards a round (and so a score) counts. */
  count: 10_000,
  /** Scores per push; the client sends more in several pushes. */
  scoresPerPush: 500,
} as const;
