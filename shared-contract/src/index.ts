export type * from './analytics';
export type * from './auth';
export type * from './bookOverview';
export type * from './content';
export type * from './errors';
export type * from './faqs';
export type * from './heroSlides';
export type * from './media';
export type * from './playlists';
export type * from './quiz';
export type * from './songs';
export type * from './subjects';
export { apiRoutes } from './routes';
export type * from './privacy';
export type * from './storedData';
export {
  analyticsRetentionDays,
  browserStorageKeys,
  browserStoredData,
  emailTokenHours,
  loginFailureMinutes,
  loginSessionDays,
  serverStoredData,
} from './storedData';
export { cookieValue, choiceCookie } from './cookies';
export { analyticsFieldCaps } from './analytics';
