/**
 * The names the site stores things under in the browser. Code reads and writes only these; what
 * each is for and how long it is kept is listed in storedData.ts, which the /privacy page renders
 * (a module of its own, so the lists load with that page, not with every page's code).
 */

/** Names of the browser storage entries. Only code in this list may write to browser storage. */
export const browserStorageKeys = {
  language: 'language',
  likedSongs: 'likedSongs',
  playTimestamps: 'playTimestamps',
  playerVolume: 'playerVolume',
  /** Sing along: the player streams the songs' instrumentals (`true`), else the sung songs. */
  singAlong: 'playerSingAlong',
  /** Whether the song page shows each lyric line's translation under it (`true`), else not. */
  lyricTranslations: 'songLyricTranslations',
  searchFilters: 'searchFilters',
  timeCalculator: 'timeCalculator',
  /** How many new words a day the review page may add (issue 20). */
  reviewNewPerDay: 'btb-review-new-per-day',
  /** Followed by the book code, e.g. `bookOverviewExpansion:DE_EN_A1`. */
  bookOverviewExpansion: 'bookOverviewExpansion:',
  privacyConsent: 'privacyConsent',
  /** Cookies that tell the server renderer the saved language and consent, so the first HTML matches. */
  languageCookie: 'language',
  consentCookie: 'privacy_consent',
  /** The HttpOnly login cookie the API sets; only a random token. */
  sessionCookie: 'btb_session',
  analyticsSession: 'analyticsSession',
  analyticsPageView: 'analyticsPageView',
  /** The last remote map the site sent, used when the map cannot be fetched. */
  remoteMap: 'btb-remote-map',
  /** Developers' overrides of a remote (deploy token or development mode only). */
  remoteOverrides: 'btb-remote-overrides',
  /** The deploy token a developer typed on /deployments, for that tab only. */
  deployToken: 'btb-deploy-token',
  /** Which remotes are overridden (names only), so the server renders those pages in the browser. */
  remoteOverridesCookie: 'btb_remote_overrides',
  /** Which side of a canary release this browser is on, so it keeps one version. */
  cohortCookie: 'btb_cohort',
  /** A random client id, so a like or play counts once per visitor. */
  clientCookie: 'btb_client',
  /** The IndexedDB database of spaced-repetition reviews (@btb/shared-review). */
  reviews: 'btb-reviews',
  /** What the player noticed: songs played lately, minutes listened per day, songs heard to the end. */
  listening: 'listeningFacts',
  /** The language pair the learner chose ("I speak … / I learn …"): a subject key, or `none`. */
  learningPair: 'btb-learning-pair',
  /** Mirrors it for the server renderer, so the first HTML already follows the choice. */
  learningPairCookie: 'btb_pair',
  /** What the learner saved for offline listening (songs, lessons), and how big each is. */
  savedOffline: 'btb.offline.saved',
  /** The Cache Storage cache with the saved songs' audio, details and covers. */
  savedOfflineFiles: 'btb-saved',
} as const;

export type BrowserStorageId = keyof typeof browserStorageKeys;
