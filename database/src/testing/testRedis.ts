import { isReachable } from './isReachable';

/** Redis for tests: `TEST_REDIS_URL`, else `REDIS_URL`, else the machine's 127.0.0.1:6379. */
export const testRedisUrl =
  process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** `describe` when Redis answers; otherwise `describe.skip`, saying so once. */
export function describeWithRedis(): jest.Describe {
  if (isReachable(testRedisUrl)) return describe;
  console.warn(`Skipping Redis tests: nothing answers at ${testRedisUrl} (set TEST_REDIS_URL).`);
  return describe.skip;
}
