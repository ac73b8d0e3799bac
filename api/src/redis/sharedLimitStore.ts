import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { AvailabilityTracker } from '@btb/database';
import type Redis from 'ioredis';

/**
 * A limit's own options beside @fastify/rate-limit's: while Redis cannot be reached, each process
 * lets through at most this many in the window (e.g. 3 login attempts where the shared bound is
 * 10), so a limit that guards against guessing stays shut rather than multiplied by the processes.
 */
export interface PerProcessBound {
  perProcessMax?: number;
}

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & PerProcessBound;

/**
 * The count as the plugin should see it, when only `perProcessMax` of `max` may pass here: the
 * `perProcessMax`-th request reads as `max` (still allowed), the next as past it.
 */
export function scaledCount(current: number, max: number, perProcessMax: number): number {
  return current <= perProcessMax ? Math.ceil((current * max) / perProcessMax) : max + current;
}

/**
 * How long commands must have been timing out, none answered, before Redis counts as lost. A late
 * answer is more often this process being busy (a second of pages rendered under load: the timer
 * fires before the answer is read) than Redis gone; a Redis that is gone closes the connection,
 * which counts at once (`openRedis`). Each request is counted here meanwhile.
 */
export const timingOutForLostMs = 3000;
const timedOut = (error: Error | null) => error?.message === 'Command timed out';

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly redis: AvailabilityTracker,
    /** Since when commands time out (shared by a store and its children: one connection). */
    private readonly timeouts: { since: number | null },
    private readonly perProcessMax?: number,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const started = this.redis.begin();
    this.shared.incr(
      key,
      (error, result) => {
        if (!error && result) {
          this.timeouts.since = null;
          this.redis.succeeded(started);
          return callback(null, result);
        }
        const now = Date.now();
        if (timedOut(error)) this.timeouts.since ??= now;
        if (!timedOut(error) || now - (this.timeouts.since ?? now) >= timingOutForLostMs)
          this.redis.failed(error?.message ?? 'no answer');
        this.local.incr(
          key,
          (localError, counted) => {
            if (localError || !counted) return callback(localError);
            const bound = Math.min(max, this.perProcessMax ?? max);
            callback(null, { ...counted, current: scaledCount(counted.current, max, bound) });
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  child(options: ChildOptions): FastifyRateLimitStore {
    return new FallbackStore(
      this.shared.child(options),
      this.local.child(options),
      this.redis,
      this.timeouts,
      options.perProcessMax,
    );
  }
}

/**
 * The rate-limit store of a deployment with Redis: counts shared by every process, and while Redis
 * cannot be reached, counted by each process on its own (at most `perProcessMax` where a limit
 * sets one) instead of failing the request. `redisState` hears each command's outcome.
 */
export function sharedLimitStore(
  redis: Redis,
  nameSpace: string,
  redisState: AvailabilityTracker,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(
      options: FastifyRateLimitOptions & {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
        cache?: number;
      },
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
        redisState,
        { since: null },
      );
    }
  };
}
