import { TestEnvironment } from 'jest-environment-node';
import { openDatabase } from '@btb/database';

/**
 * PGlite loads its WebAssembly through a dynamic import, which Jest's module sandbox cannot run:
 * the environment (outside the sandbox) opens databases for the registry's tests.
 */
export default class RegistryTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__openTestDatabase = (pgliteDir: string) =>
      openDatabase({ databaseUrl: process.env.REGISTRY_TEST_DATABASE_URL, pgliteDir });
  }
}
