import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/loadApiConfig';
import { watchVolumes, type VolumeWatch } from '../operations/volumeWatch';

/**
 * Watches the volumes this API writes on, `data` and `media`, and the host's own (`volumes`: the
 * site's `releases`). One log line per change of each, however many writes met it, like the
 * database's; the watch ends with the app.
 */
export function watchApiVolumes(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'dataDir' | 'mediaDir' | 'volumeWatchMs'>,
  volumes: Record<string, string> = {},
): VolumeWatch {
  const watch = watchVolumes({
    volumes: { data: config.dataDir, media: config.mediaDir, ...volumes },
    intervalMs: config.volumeWatchMs,
  });
  watch.onChange((change) => {
    const { volume, dir } = change;
    if (change.full)
      app.log.error(
        { volume, dir, availableBytes: change.availableBytes },
        `disk full: ${volume} writes answer 507`,
      );
    else app.log.warn({ volume, dir, fullForMs: change.fullForMs }, `disk space back: ${volume}`);
  });
  app.addHook('onClose', async () => watch.stop());
  return watch;
}
