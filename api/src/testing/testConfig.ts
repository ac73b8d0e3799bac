import os from 'node:os';
import path from 'node:path';
import { testSuitesMediaDir } from '@btb/platform/paths';
import { defaultMedia, type ApiConfig } from '../config/loadApiConfig';

/**
 * Test settings: a throw-away data folder, the media every test suite shares (sung once at the
 * production settings, so the suite hears what learners hear and finds the songs e2e's site sang)
 * and a cheap scrypt cost, so the suite stays fast. Production defaults are covered by their own
 * unit tests.
 */
export function testConfig(runId: string): ApiConfig {
  const dataDir = path.join(os.tmpdir(), `btb-api-test-${runId}`);
  return {
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    dataDir,
    pgliteDir: 'memory://',
    mediaDir: testSuitesMediaDir,
    mediaSigningSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    mediaUrlTtlSeconds: 300,
    allowedOrigins: ['http://localhost:3000', 'http://localhost:3001'],
    cookieSecure: 'auto',
    passwordHash: { cost: 1024, blockSize: 8, parallelization: 1 },
    media: defaultMedia,
    sessionDays: 30,
    logLevel: 'silent',
    trustProxy: false,
  };
}
