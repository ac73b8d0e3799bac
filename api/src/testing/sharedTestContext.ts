import fs from 'node:fs';
import type { ApiDeps } from '../app/apiDeps';
import { openDatabase, type Db } from '@btb/database';
import {
  createOwnDatabase,
  dropOrphanDatabases,
  type OwnDatabase,
} from '@btb/database/testing/ownDatabase';
import { prepareDatabase } from '../prepareDatabase';
import { testConfig } from './testConfig';

let shared: Promise<ApiDeps> | undefined;
let ownDatabase: OwnDatabase | undefined;

/** Each test process's database on a PostgreSQL server: `btb_api_test_<pid>`. */
export const apiTestDatabasePrefix = 'btb_api_test_';

/**
 * On PostgreSQL (`TEST_DATABASE_URL`) each test process gets a database of its own beside the one
 * named, so the suite can run in several workers; those of killed runs are dropped first.
 */
async function ownDatabaseUrl(serverUrl: string | undefined): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  await dropOrphanDatabases(serverUrl, apiTestDatabasePrefix);
  ownDatabase = await createOwnDatabase(serverUrl, `${apiTestDatabasePrefix}${process.pid}`);
  return ownDatabase.url;
}

async function create(): Promise<ApiDeps> {
  const base = testConfig(String(process.pid));
  const config = { ...base, databaseUrl: await ownDatabaseUrl(base.databaseUrl) };
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  process.once('exit', () => fs.rmSync(config.dataDir, { recursive: true, force: true }));
  const db: Db = await openDatabase(config);
  await prepareDatabase(db, config);
  return { db, config };
}

/**
 * One database per test process (PGlite takes about 1 GB), created on first use and shared by
 * every test file through the test environment.
 */
export function sharedTestContext(): Promise<ApiDeps> {
  shared ??= create();
  return shared;
}

/** Closes the shared database so the test process can exit on its own. */
export async function closeSharedTestContext(): Promise<void> {
  if (!shared) return;
  const { db } = await shared;
  shared = undefined;
  await db.close();
  await ownDatabase?.drop();
  ownDatabase = undefined;
}
