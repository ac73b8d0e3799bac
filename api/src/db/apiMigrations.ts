import path from 'node:path';
import { migrate, type Db, type MigrationSet } from '@btb/database';

/** The API's own migrations (`api/src/db/migrations`) and their record table. */
export const apiMigrations: MigrationSet = {
  dir: path.join(__dirname, 'migrations'),
  table: 'schema_migrations',
};

/** Applies the API's pending migrations; the versions applied come back. */
export const migrateApi = (db: Db): Promise<number[]> => migrate(db, apiMigrations);
