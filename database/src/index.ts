export type { Db, Queryable, SqlParam } from './Db';
export {
  createAvailability,
  type Availability,
  type AvailabilityChange,
  type AvailabilityTracker,
} from './availability/availability';
export { isDatabaseUnavailable } from './availability/isDatabaseUnavailable';
export { isDiskFull } from './availability/isDiskFull';
export { dataDirOf } from './dataDir';
export { isoTimestamp, utcDay } from './isoTimestamp';
export { listMigrations, migrate, splitStatements, type MigrationSet } from './migrate';
export { openDatabase, type DatabaseLocation } from './openDatabase';
export { openPglite } from './openPglite';
export { openPostgres } from './openPostgres';
export { withStartupLock } from './startupLock';
