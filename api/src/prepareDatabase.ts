import type { ApiConfig } from './config/loadApiConfig';
import { type Db, withStartupLock } from '@btb/database';
import { migrateApi } from './db/apiMigrations';
import { generateMedia } from './media/generateMedia';
import { seedAccounts } from './seed/seedAccounts';
import { seedCatalogue } from './seed/seedCatalogue';
import type { ProgressLog } from './voice/singingProgress';

export interface PrepareReport {
  migrationsApplied: number[];
  catalogueSeeded: boolean;
  accountsCreated: number;
  mediaFilesWritten: number;
  milliseconds: number;
}

/**
 * Migrate, seed and generate media. Every step skips what is already done, so the second start
 * costs a few queries and file checks. Processes starting together on one PostgreSQL take turns
 * (withStartupLock): the first does the work, the others find it done.
 */
export function prepareDatabase(
  db: Db,
  config: Pick<ApiConfig, 'media' | 'mediaDir' | 'passwordHash'>,
  /** Where a long first start says how far it is (the songs being sung); silent without. */
  log?: ProgressLog,
): Promise<PrepareReport> {
  return withStartupLock(db, () => prepareUnlocked(db, config, log));
}

async function prepareUnlocked(
  db: Db,
  config: Pick<ApiConfig, 'media' | 'mediaDir' | 'passwordHash'>,
  log?: ProgressLog,
): Promise<PrepareReport> {
  const started = Date.now();
  const migrationsApplied = await migrateApi(db);
  const catalogueSeeded = await seedCatalogue(db, config.media.songSeconds);
  const accountsCreated = await seedAccounts(db, config.passwordHash);
  const media = await generateMedia(db, config.mediaDir, config.media, log);
  return {
    migrationsApplied,
    catalogueSeeded,
    accountsCreated,
    mediaFilesWritten: media.written,
    milliseconds: Date.now() - started,
  };
}
