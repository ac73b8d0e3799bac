export { acceptedEncodings } from './acceptedEncodings';
export type { Encoding } from './loadStaticFile';
export { serveStaticFiles, type NeverChanges, type StaticRouteOptions } from './serveStaticFiles';
export { etagMatches } from './sendStaticFile';
