import type { ApiConfig } from '../config/loadApiConfig';
import type { Db } from './Db';
import { openPglite } from './openPglite';
import { openPostgres } from './openPostgres';

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite in `<DATA_DIR>/pglite`. */
export function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir);
}
