import path from 'node:path';
import { shellApp } from '@btb/platform';
import { loadSiteConfig } from '@btb/site-server/siteConfig';
import { generateNginxSite } from '../nginx/generateNginxConfig';
import { platformApps } from '../nginx/platformApps';
import { startLatencyProxy, type LatencyProxy } from './latencyProxy';
import { hasBrotli, startNginx } from './nginxServer';
import { siteEnv, type ScaleLayout } from './scaleLayout';

export interface ScaleNginx {
  accessLog: string;
  /** nginx reaches the last process through it, so the run can make that process answer late. */
  proxy: LatencyProxy;
  stop(): Promise<void>;
}

/** nginx in front of the run's processes, the last reached through a latency proxy. */
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
  return {
    accessLog,
    proxy,
    stop: async () => {
      await nginx.stop();
      await proxy.close();
    },
  };
}
