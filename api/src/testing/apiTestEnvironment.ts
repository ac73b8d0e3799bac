import { TestEnvironment } from 'jest-environment-node';
import { sharedTestContext } from './sharedTestContext';

/**
 * Jest gives each test file a fresh module registry, so a module-level singleton would open a
 * database per file. The environment module itself is loaded once per worker: it owns the
 * shared database and hands it to every test file as a global.
 */
export default class ApiTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__btbApiTestContext = await sharedTestContext();
  }
}
