import type { Db } from './Db';
import { openPglite } from './openPglite';
import { openPostgres } from './openPostgres';

/** Where the data lives: a PostgreSQL URL, or else PGlite's folder (`memory://` for none). */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite in `pgliteDir`. */
export function openDatabase(location: DatabaseLocation): Promise<Db> {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openPglite(location.pgliteDir);
}
