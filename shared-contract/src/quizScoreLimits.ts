/** Limits of a quiz score and of a push of them, shared by the API's validation and the client. */
export const quizScoreLimits = {
  /** The most cards a round (and so a score) counts. */
  count: 10_000,
  /** Scores per push; the client sends more in several pushes. */
  scoresPerPush: 500,
} as const;

/** Limits of the songs heard to their end that go with the account (issue 34). */
export const heardSongLimits = {
  /** Songs per push; the client sends more in several pushes. */
  songsPerPush: 500,
  /** The newest songs the account answers with, as many as a browser keeps. */
  kept: 200,
} as const;
