import Redis from 'ioredis';
import { createAvailability, type AvailabilityTracker } from '@btb/database';

/** The API's connections to Redis: one for commands, one held by the pub/sub subscription. */
export interface ApiRedis {
  commands: Redis;
  subscriber: Redis;
  /** Put before every key and channel, so deployments (and test runs) sharing a Redis keep apart. */
  prefix: string;
  /** Whether Redis answers, as the last command or connection found; one change each way. */
  state: AvailabilityTracker;
  close(): Promise<void>;
}

/**
 * Connects at start, so a wrong `REDIS_URL` stops the start instead of the first request. While
 * Redis cannot be reached a command fails at once (no offline queue) or after a second (a Redis
 * that hangs): a request never waits for the reconnects, which go on by themselves. Both
 * connections report to `state` (their `error` events would otherwise be printed at every try).
 */
export async function openRedis(url: string, prefix = 'btb:'): Promise<ApiRedis> {
  const commands = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  await commands.connect();
  const subscriber = commands.duplicate();
  await subscriber.connect();
  // Back once both connections are (the commands for the limits, the subscriber for the changes),
  // not when a command gets through while the subscriber still reconnects.
  const ready = new Set<Redis>([commands, subscriber]);
  const state = createAvailability(Date.now, () => ready.size === 2);
  for (const connection of [commands, subscriber]) {
    connection.on('error', (error: Error) => state.failed(error.message));
    connection.on('close', () => ready.delete(connection));
    connection.on('ready', () => {
      ready.add(connection);
      if (ready.size === 2) state.succeeded(state.begin());
    });
  }
  return {
    commands,
    subscriber,
    prefix,
    state,
    async close() {
      await Promise.all([commands.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}
