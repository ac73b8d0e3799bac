/** The goals of issue 9 point 1, in one place. */
export const budgets = {
  homeTotalKb: 170,
  remoteOwnKb: 40,
  federationOverhead: 1.1,
  performance: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  searchP99Ms: 20,
} as const;

export const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
