import { spawnSync } from 'node:child_process';

/**
 * Whether a TCP service answers at `url`'s host and port, asked synchronously so a test file can
 * choose `describe` or `describe.skip` when it loads (Jest cannot skip from a `beforeAll`).
 */
export function isReachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s=require('net').connect(${Number(port)},${JSON.stringify(hostname)});
    s.setTimeout(1000,()=>process.exit(1));s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/** Redis for tests: `TEST_REDIS_URL`, else `REDIS_URL`, else the machine's 127.0.0.1:6379. */
export const testRedisUrl =
  process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** `describe` when Redis answers; otherwise `describe.skip`, saying so once. */
export function describeWithRedis(): jest.Describe {
  if (isReachable(testRedisUrl)) return describe;
  console.warn(`Skipping Redis tests: nothing answers at ${testRedisUrl} (set TEST_REDIS_URL).`);
  return describe.skip;
}
