export type { Db, Queryable, SqlParam } from './Db';
export { dataDirOf } from './dataDir';
export { isoTimestamp, utcDay } from './isoTimestamp';
export { listMigrations, migrate, splitStatements, type MigrationSet } from './migrate';
export { openDatabase, type DatabaseLocation } from './openDatabase';
export { openPglite } from './openPglite';
export { openPostgres } from './openPostgres';
export { withStartupLock } from './startupLock';
