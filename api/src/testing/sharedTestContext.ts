import fs from 'node:fs';
import type { ApiDeps } from '../app/apiDeps';
import { openDatabase, type Db } from '@btb/database';
import { prepareDatabase } from '../prepareDatabase';
import { testConfig } from './testConfig';

let shared: Promise<ApiDeps> | undefined;

/** Drops everything so a PostgreSQL test run starts from the migrations, like a fresh PGlite. */
async function resetSchema(db: Db): Promise<void> {
  await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
}

async function create(): Promise<ApiDeps> {
  const config = testConfig(String(process.pid));
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  process.once('exit', () => fs.rmSync(config.dataDir, { recursive: true, force: true }));
  const db = await openDatabase(config);
  if (db.kind === 'postgres') await resetSchema(db);
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
}
