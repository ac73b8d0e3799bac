import { closeSharedTestContext } from './sharedTestContext';

/** Jest globalTeardown: runs in the process that loaded the test environment (--runInBand). */
export default async function teardown(): Promise<void> {
  await closeSharedTestContext();
}
