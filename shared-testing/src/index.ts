export { renderWithProviders, type ProviderOptions } from './renderWithProviders';
export { jsonResponse, mockFetch } from './jsonResponse';
export { mockLessonWords } from './lessonWordsMock';
export { reviewCardFixture } from './reviewCardFixture';
export { timedLine } from './timedLineFixture';
export { oneBookOverview } from './bookOverviewFixture';
export { fakeIntersectionObserver, type ObserverRecord } from './fakeIntersectionObserver';
