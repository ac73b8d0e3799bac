import { dropOrphanDatabases } from '@btb/database/testing/ownDatabase';
import { apiTestDatabasePrefix, closeSharedTestContext } from './sharedTestContext';

/**
 * Jest globalTeardown: closes the database of a run in one process; after a run in workers, drops
 * the PostgreSQL databases the ended workers leave.
 */
export default async function teardown(): Promise<void> {
  await closeSharedTestContext();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await dropOrphanDatabases(serverUrl, apiTestDatabasePrefix);
}
