/** The goals of issue 9 point 1, in one place. */
export const budgets = {
  /** Issue 16 (server rendering) restated it: JS on `/` ≤ 200 KB gzip. */
  homeTotalKb: 200,
  remoteOwnKb: 40,
  federationOverhead: 1.1,
  performance: 95,
  lcpMs: 1500,
  /** Issue 39: on the calibrated phone, every route. */
  tbtMs: 200,
  cls: 0.02,
  /**
   * Issue 39 point 3, on the same phone: a Play tap right after load starts the audio within
   * 300 ms of SPEC's 200 ms autoplay delay, and a route change to a remote not loaded yet renders
   * within 150 ms.
   */
  playToAudioMs: 500,
  routeChangeMs: 150,
  /**
   * Issue 74 point 5: every learner tap within one frame budget on the same phone, its screen as
   * well: INP-style latency (Event Timing) at p75 of `tapRuns` runs.
   */
  tapLatencyMs: 200,
  tapRuns: 10,
  /** Issue 36: Lighthouse's SEO category on every route (a `noindex` page: no other audit fails). */
  seo: 100,
  searchP99Ms: 20,
  /** Issue 37 point 4: every kind of search at 100,000 songs, uncached, p99 at 10 connections. */
  uncachedSearchP99Ms: 50,
  /** Peak RSS during the 200-connection soak over the RSS after warm-up (issue 15). */
  soakRssGrowth: 1.3,
  /** Every cached API read against a bare Fastify hello-world in the same run (issue 15). */
  cachedReadRpsShare: 0.5,
  cachedReadP99Factor: 2,
  /** Server renderer heap growth from the 10th to the 50th redeploy of a remote (issue 16). */
  redeployHeapGrowthMb: 5,
  /**
   * Issue 66: a fresh seed with the songs sung on their notes over a SoundFont arrangement at most
   * 2 minutes longer than before. Before: 77 s, the spoken voices over sine tones (README,
   * 2026-11-25, load 2–3).
   */
  seedBeforeSingingSeconds: 77,
  /**
   * Issue 74 point 2: a kept page at 10× the pages a second of a render (before it, 10
   * connections: `/` 38–45, `/search` 35–42, `/song/1` 67–90), p99 within 4× a static file's.
   */
  keptPageTimes: 10,
  keptPageP99TimesStatic: 4,
  /** Issue 74 point 4: before it, a release's remoteEntry.js came at 783–809/s, p50 10 ms (10 connections). */
  staticFileGoal: '≥ 5× before (release remoteEntry.js 783–809/s at 10 connections)',
  renderBefore:
    'no slower than before kept pages: `/` 38–45, `/search` 35–42, `/song/1` 67–90 pages/s',
  seedExtraSeconds: 120,
  /**
   * The media folder: MP3 songs at 48 kbit/s and, since issue 66, the instrumental beside each song
   * and preview (sing along), podcasts, images: about 0.6 MB a song and as much again for its
   * instrumental (80 s at 48 kbit/s each).
   */
  mediaMb: 180,
} as const;

/** Issue 36's SEO goal for one page: 100, or on a page that says `noindex`, nothing else failing. */
export const seoMet = (page: { seo: number; noindex: boolean; seoFailures: string[] }): boolean =>
  page.seo >= budgets.seo || (page.noindex && page.seoFailures.length === 0);

/** A page's SEO figure, marked where the page keeps itself out of search engines. */
export const seoFigure = (page: { seo: number; noindex: boolean }): string =>
  page.noindex ? `${page.seo} noindex` : String(page.seo);

export const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
