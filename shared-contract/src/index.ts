// What browser code imports: the contract's types (derived from the schemas in ./schemas, erased at
// build) and a few small values. No value of a schema module is exported here, so TypeBox never
// reaches a browser bundle (index.test.ts checks it); the API imports `@btb/shared-contract/schemas`.
export type * from './common';
export type * from './analytics';
export type * from './auth';
export type * from './bookOverview';
export type * from './content';
export type * from './continueSummary';
export type * from './deployments';
export type * from './faqs';
export type * from './heroSlides';
export type * from './learnerProgress';
export type * from './media';
export type * from './playlists';
export type * from './quiz';
export type * from './reviews';
export type * from './songs';
export type * from './subjects';
export { apiRoutes } from './routes';
export { isRecord, jsonForScript, readDataBlock } from './dataBlock';
export { coverRasters, coverRasterWidths, heroRasters, type DrawnRaster } from './coverRasters';
export type * from './privacy';
export type * from './storedData';
export type * from './storageKeys';
export { browserStorageKeys } from './storageKeys';
export {
  analyticsRetentionDays,
  browserStoredData,
  emailTokenHours,
  loginFailureMinutes,
  loginSessionDays,
  serverStoredData,
} from './storedData';
export {
  cookieValue,
  choiceCookie,
  overriddenRemotesCookie,
  overriddenRemotesFrom,
} from './cookies';
export { analyticsFieldCaps } from './analyticsFieldCaps';
export { reviewLimits, reviewRatings } from './reviewLimits';
export { heardSongLimits, quizScoreLimits } from './quizScoreLimits';
export { asLearningPair, pairLanguages, type LearningPair } from './learningPair';
export { isLanguage, uiLanguages, type Language } from './languages';
export { releaseFolderIn, releaseFolderPath, releasesPrefix, remoteNamePattern } from './releases';
export { lyricSectionOf, type LyricSection, type LyricSectionKind } from './lyricSections';
