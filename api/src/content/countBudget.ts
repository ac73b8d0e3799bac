import type { NotCounted } from '@btb/shared-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionUser } from '../auth/sessionCookie';
import type { Queryable } from '@btb/database';
import { songCountLimits } from '../security/rateLimits';

export type CountedField = keyof typeof songCountLimits;
type Contributor = keyof (typeof songCountLimits)[CountedField];

/**
 * Takes one from the day's allowance of the request's contributor (its account when logged in,
 * else its address) for this song's likes or plays: null when taken, else why the like or play
 * is not counted. Call it only for a write that would count, so repeats use up nothing.
 */
export type CountBudget = (
  request: FastifyRequest,
  field: CountedField,
  songId: number,
) => Promise<NotCounted | null>;

const reasons: Record<Contributor, NotCounted> = {
  address: 'addressLimit',
  account: 'accountLimit',
};

/**
 * Keys per address or account and song: far more than the store's default 5,000 of the LRU,
 * so a script cannot push its own count out of memory by touching other songs.
 */
const storeEntries = 200_000;

/**
 * The allowances live in the API's rate-limit store (`@fastify/rate-limit`: in memory, or Redis
 * shared by every process with `REDIS_URL`), counted atomically there.
 */
export function countBudget(app: FastifyInstance, db: Queryable): CountBudget {
  // The key of the request being checked: the limiter asks for it by request.
  const keys = new WeakMap<FastifyRequest, string>();
  const checkFor = (field: CountedField, contributor: Contributor) => {
    const { max, window } = songCountLimits[field][contributor];
    const options: Parameters<FastifyInstance['createRateLimit']>[0] & { cache: number } = {
      max,
      timeWindow: window,
      cache: storeEntries,
      keyGenerator: (request) => keys.get(request) ?? '',
    };
    return app.createRateLimit(options);
  };
  const checks = {
    likes: { address: checkFor('likes', 'address'), account: checkFor('likes', 'account') },
    plays: { address: checkFor('plays', 'address'), account: checkFor('plays', 'account') },
  };

  return async (request, field, songId) => {
    const user = await sessionUser(request, db);
    const contributor: Contributor = user ? 'account' : 'address';
    keys.set(request, `song-${field}:${songId}:${user ? `u${user.userId}` : request.ip}`);
    const result = await checks[field][contributor](request);
    return !result.isAllowed && result.isExceeded ? reasons[contributor] : null;
  };
}
