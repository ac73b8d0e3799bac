/**
 * How long a bench tap holds the pointer down before it lets go, from `BENCH_PRESS_MS` (a whole
 * number of milliseconds, 0 to 1,000; 90 unless set). A person's tap is not instant: a finger is on
 * the glass about 90 ms before it lifts (instant.page's measurement, the lead its touch preloading
 * is built on), and the site starts a page's or the player's code at the press (`pointerdown`), as
 * a learner's own tap would let it. 0 gives Playwright's instant click, which no hand can do.
 */
export function pressMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BENCH_PRESS_MS?.trim();
  if (!raw) return 90;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 1000) {
    throw new Error(`BENCH_PRESS_MS: ${raw} is not a whole number of milliseconds from 0 to 1000`);
  }
  return value;
}
