import type { FastifyInstance } from 'fastify';
import type { Db } from '@btb/database';
import { applyRetention } from './rollUpAnalytics';

/** Often enough that nothing outlives its stated period by more than a few hours. */
export const retentionIntervalMs = 6 * 60 * 60 * 1000;

/** Applies the retention periods when the server is ready and then every few hours. */
export function scheduleRetention(app: FastifyInstance, db: Db): void {
  const run = () =>
    applyRetention(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'applying the retention periods failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), retentionIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
