import type { AudioPart } from './media';

/** Paths of the API, relative to the site origin. Builders take already-validated values. */
export const apiRoutes = {
  quizValidateCode: '/api/quiz/validate-code',
  quizQuestions: (sequenceId: number | string) => `/api/quiz/questions/${sequenceId}`,
  heroSlides: '/api/hero-slides',
  contentByCategory: (category: string) => `/api/content/category/${encodeURIComponent(category)}`,
  playlists: '/api/playlists',
  faqs: '/api/faqs',
  contentView: (id: number | string) => `/api/content/${id}/view`,
  contentPlay: (id: number | string) => `/api/content/${id}/play`,
  contentLike: (id: number | string) => `/api/content/${id}/like`,
  authLogin: '/api/auth/login',
  authRegister: '/api/auth/register',
  authConfirmEmail: '/api/auth/confirm-email',
  authLogout: '/api/auth/logout',
  authMe: '/api/auth/me',
  subjects: '/api/subjects',
  levels: (subject: string) => `/api/content/levels/${encodeURIComponent(subject)}`,
  primaryLanguages: (subject: string) =>
    `/api/content/primary-languages/${encodeURIComponent(subject)}`,
  songsAll: '/api/songs/all',
  search: '/api/content/search',
  searchSuggestion: '/api/content/search/suggestion',
  song: (id: number | string) => `/api/song/${id}`,
  podcastInfo: (id: number | string) => `/api/song/${id}/podcast-info`,
  bookOverview: (code: string) => `/api/book-overview/${encodeURIComponent(code)}`,
  songsByCode: (strCode: string) => `/api/songs/by-code/${encodeURIComponent(strCode)}`,
  audio: (songId: number | string, part: AudioPart = 'song') =>
    part === 'song' ? `/api/audio/${songId}` : `/api/audio/${songId}?part=${part}`,
  podcastAudio: (fileName: string) => `/api/audio/podcast/${encodeURIComponent(fileName)}`,
  image: (fileName: string) => `/api/image/${encodeURIComponent(fileName)}`,
  defaultImage: '/api/image/default.webp',
  analyticsSession: '/api/analytics/session',
  analyticsPageView: '/api/analytics/page-view',
  analyticsPageViewPatch: (pageViewId: string) =>
    `/api/analytics/page-view/${encodeURIComponent(pageViewId)}`,
  privacyExport: '/api/privacy/export',
  privacyDelete: '/api/privacy/delete',
  reviewLogs: '/api/reviews/logs',
  learnerProgress: '/api/progress',
  continueSummary: (pair: string) => `/api/progress/continue?subject=${encodeURIComponent(pair)}`,
} as const;
