import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { shellApp } from '@btb/platform';
import { loadSiteConfig } from '@btb/site-server/siteConfig';
import { generateNginxSite } from '../nginx/generateNginxConfig';
import { platformApps } from '../nginx/platformApps';
import { startLatencyProxy, type LatencyProxy } from './latencyProxy';
import { createUpstreamWatch, type UpstreamWatch } from '../upstreamWatch/upstreamWatch';
import { hasBrotli, startNginx } from './nginxServer';
import { siteEnv, type ScaleLayout } from './scaleLayout';

export interface ScaleNginx {
  accessLog: string;
  /** nginx reaches the last process through it, so the run can make that process answer late. */
  proxy: LatencyProxy;
  /** The upstream watch following the access log, as operators run it beside nginx. */
  watch: UpstreamWatch;
  /** Its log lines, one JSON object per line. */
  watchLog: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of the run's processes, the last reached through a latency proxy, and the
 * upstream watch reading its access log.
 */
export async function startScaleNginx(options: {
  layout: ScaleLayout;
  runDir: string;
  releasesDir: string;
  probeUrl: string;
}): Promise<ScaleNginx> {
  const { layout } = options;
  const direct = layout.processPorts.map((ports) => `127.0.0.1:${ports[shellApp.folder]}`);
  const [host, port] = (direct.at(-1) as string).split(':');
  const proxy = await startLatencyProxy({ host: host as string, port: Number(port) });
  const site = generateNginxSite({
    site: loadSiteConfig(siteEnv(layout, layout.publicPorts)),
    apps: platformApps(),
    upstreams: direct.with(-1, proxy.address),
    brotli: hasBrotli(),
    releasesDir: options.releasesDir,
  });
  const accessLog = path.join(options.runDir, 'access.log');
  const nginx = await startNginx(
    path.join(options.runDir, 'nginx'),
    site,
    options.probeUrl,
    accessLog,
  );
  const watchLog = path.join(options.runDir, 'upstream-watch.log');
  const watch = createUpstreamWatch({
    accessLog,
    intervalMs: 500,
    log: (line) => appendFileSync(watchLog, `${JSON.stringify(line)}\n`),
  });
  return {
    accessLog,
    proxy,
    watch,
    watchLog,
    stop: async () => {
      watch.stop();
      await nginx.stop();
      await proxy.close();
    },
  };
}
