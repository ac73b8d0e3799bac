/** Public entry points of the API package; the site server and the CLIs use only these. */
export { loadApiConfig } from './config/loadApiConfig';
export { startFailureMessage } from './app/diskFull';
export type { ApiConfig, MediaOptions, PasswordHashParams } from './config/loadApiConfig';
export { apiMigrations, migrateApi } from './db/apiMigrations';
export { prepareDatabase } from './prepareDatabase';
export { seedCatalogue } from './seed/seedCatalogue';
export { compressedBody } from './cache/compressedBodies';
export { ResponseCache } from './cache/responseCache';
export type { CacheChange } from './cache/responseCache';
export type { PrepareReport } from './prepareDatabase';
export { registerApi } from './app/registerApi';
export { buildApiApp } from './app/buildApiApp';
export type { TrustProxy } from './config/parseTrustProxy';
export type { BuildApiAppOptions } from './app/buildApiApp';
export type { ApiDeps } from './app/apiDeps';
export { clientCookieName, clientCookieValue } from './content/counterClient';
export {
  listSitemapEntries,
  sitemapVersion,
  songShareCard,
  type SitemapEntries,
  type SongShareCard,
} from './content/sitemapEntries';
export { openRedis } from './redis/openRedis';
export { seededAccounts } from './seed/seedAccounts';
export { loginLimits } from './security/rateLimits';
export type { ApiRedis } from './redis/openRedis';
