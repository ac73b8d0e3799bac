// `@btb/shared-contract/schemas`: each route's request and response schema, written once with
// TypeBox. The API validates requests and serializes responses through them, `/api/openapi.json`
// is made from them, and the types of `@btb/shared-contract` are `Static<>` of them.
export * from './common';
export * from './analytics';
export * from './auth';
export * from './bookOverview';
export * from './content';
export * from './faqs';
export * from './heroSlides';
export * from './learnerProgress';
export * from './media';
export * from './playlists';
export * from './privacy';
export * from './quiz';
export * from './reviews';
export * from './songs';
export * from './subjects';
export * from './continueSummary';
