import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { loginFailureMinutes } from '@btb/shared-contract';
import type { PerProcessBound } from '../redis/sharedLimitStore';

/**
 * Where the counts live: the plugin's in-memory store by default (one per process, which the site
 * server shares between its origins); `{ redis }` (an ioredis client) or a custom `store` shares
 * them between processes.
 */
export type RateLimitStoreOptions = Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;

const minutes = (n: number) => n * 60_000;

export interface Limit<R extends FastifyRequest = FastifyRequest> {
  /** Part of the key, so limits never share a count. */
  name: string;
  max: number;
  /** Milliseconds. */
  window: number;
  /** While the shared counts (Redis) cannot be reached, each process's own bound; `max` if unset. */
  perProcessMax?: number;
  key: (request: R) => string;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A preHandler that counts the request against each limit in turn, before the handler runs, so
 * concurrent requests cannot slip past a limit; the first limit exceeded answers 429 with
 * `Retry-After` and `answer`, and later (wider) limits are not counted, so attempts refused for one
 * client never use up what is left for others.
 */
export function limitRequests<R extends FastifyRequest>(
  app: FastifyInstance,
  limits: Limit<R>[],
  answer: object,
  /** Only requests for which this is true count (default: all). */
  applies: (request: R) => boolean = () => true,
): preHandlerAsyncHookHandler {
  const checks: [Limit<R>, Check][] = limits.map((limit) => [
    limit,
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.window,
      keyGenerator: (request) => `${limit.name}:${limit.key(request as R)}`,
      // Read by the shared store (redis/sharedLimitStore.ts); the plugin passes it through.
      ...({ perProcessMax: limit.perProcessMax } as PerProcessBound),
    }),
  ]);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!applies(request as R)) return;
    for (const [, check] of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds)));
        return reply.code(429).send(answer);
      }
    }
  };
}

/**
 * OWASP authentication cheat sheet: slow guessing down without a lockout a stranger controls.
 * While Redis is away each process counts alone, and a third of each bound passes per process:
 * with up to three processes no more guesses get through than with the shared count.
 */
export const loginLimits = {
  /** One client guessing one account. */
  accountAndAddress: { max: 10, perProcessMax: 3, window: minutes(15) },
  /** One account from everywhere: slower, so only many addresses together reach it. */
  account: { max: 50, perProcessMax: 16, window: minutes(loginFailureMinutes) },
  /** One address trying many accounts (password spraying). */
  address: { max: 100, perProcessMax: 33, window: minutes(15) },
} as const;

/** Each registration costs a scrypt hash and answers whether an e-mail is taken. */
export const registrationLimit = { max: 5, window: minutes(60) } as const;

const day = minutes(24 * 60);

/**
 * What one address (anonymous visitors) or one logged-in learner's account can add to one song's
 * likes or plays in a day. A school, an office or a carrier's shared address likes and plays
 * freely up to it, and a script behind one address moves a song no further; a like or play past it
 * is answered, never refused, as not counted. A learner is one person: the account's bound is
 * small.
 */
export const songCountLimits = {
  likes: { address: { max: 100, window: day }, account: { max: 3, window: day } },
  plays: { address: { max: 500, window: day }, account: { max: 100, window: day } },
} as const;

/** A learner's export or delete of their data: plenty for a person, too few to hammer the database. */
export const privacyLimit = { max: 5, window: minutes(1) } as const;

/** Page views and 30-second heartbeats of a few tabs fit easily. */
export const analyticsLimit = { max: 120, window: minutes(1) } as const;

/** Review syncs: a push after answers and a pull or two per login, for a few tabs and devices. */
export const reviewSyncLimit = { max: 60, window: minutes(1) } as const;
