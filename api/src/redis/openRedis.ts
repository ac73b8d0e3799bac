import Redis from 'ioredis';

/** The API's connections to Redis: one for commands, one held by the pub/sub subscription. */
export interface ApiRedis {
  commands: Redis;
  subscriber: Redis;
  /** Put before every key and channel, so deployments (and test runs) sharing a Redis keep apart. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Connects at start, so a wrong `REDIS_URL` stops the start instead of the first request. Commands
 * give up after one retry: a request waits at most a moment for Redis, never for its reconnects.
 */
export async function openRedis(url: string, prefix = 'btb:'): Promise<ApiRedis> {
  const commands = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
  });
  await commands.connect();
  const subscriber = commands.duplicate();
  await subscriber.connect();
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      await Promise.all([commands.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}
