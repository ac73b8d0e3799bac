import os from 'node:os';
import path from 'node:path';
import type { ApiConfig } from '../config/loadApiConfig';
import { testMediaDir } from './testMediaDir';

const media = { songSeconds: 3, previewSeconds: 2, sampleRate: 8000 };

/**
 * Test settings: a throw-away data folder, a media folder kept for the next run with the same
 * media code (testMediaDir), audio at a low sample rate and a cheap scrypt cost, so the suite
 * stays fast. Production defaults are covered by their own unit tests.
 */
export function testConfig(runId: string): ApiConfig {
  const dataDir = path.join(os.tmpdir(), `btb-api-test-${runId}`);
  return {
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    dataDir,
    pgliteDir: 'memory://',
    mediaDir: testMediaDir(media),
    mediaSigningSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    mediaUrlTtlSeconds: 300,
    allowedOrigins: ['http://localhost:3000', 'http://localhost:3001'],
    cookieSecure: 'auto',
    passwordHash: { cost: 1024, blockSize: 8, parallelization: 1 },
    media,
    sessionDays: 30,
    logLevel: 'silent',
    trustProxy: false,
  };
}
