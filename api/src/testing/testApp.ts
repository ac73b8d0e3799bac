import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app/apiDeps';
import { buildApiApp } from '../app/buildApiApp';

declare global {
  var __btbApiTestContext: ApiDeps | undefined;
}

/** The database and configuration shared by all API test files (see apiTestEnvironment). */
export function testContext(): ApiDeps {
  const context = globalThis.__btbApiTestContext;
  if (!context) throw new Error('Run API tests with the api jest config (its test environment).');
  return context;
}

export function buildTestApp(): Promise<FastifyInstance> {
  return buildApiApp(testContext());
}

/** A unique suffix for accounts and ids created by one test. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
