/**
 * Longest accepted value of each analytics field: the API refuses longer ones (400) and the client
 * cuts its values to these before sending.
 */
export const analyticsFieldCaps = {
  referrer: 500,
  pagePath: 500,
  pageTitle: 200,
  /** Each UTM parameter and device-info field. */
  text: 100,
} as const;
