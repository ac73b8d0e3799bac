/** SPEC section 9: quiz timings and thresholds. */
export const streakThreshold = 5;
export const streakBadgeMs = 2000;
export const advanceDelayMs = 300;
/** Share of correct answers from which the result counts as great. */
export const praiseThreshold = 0.7;
