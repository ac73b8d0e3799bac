import { allApps, envStem, portEnvName, shellApp } from '@btb/platform';

/** Ports of one scale run: nginx's public origins first, then each Node process's own. */
export interface ScaleLayout {
  host: string;
  /** App folder → nginx's public port. */
  publicPorts: Record<string, number>;
  /** Per process: app folder → that process's port. */
  processPorts: Record<string, number>[];
  metricsPorts: number[];
}

/**
 * nginx on `base` … `base+6`; process i on `base+10+8i` … (shell first), its metrics on
 * `base+40+i`. The whole run fits in 50 ports.
 */
export function scaleLayout(base: number, processes: number): ScaleLayout {
  const portsFrom = (start: number) =>
    Object.fromEntries(allApps.map((app, index) => [app.folder, start + index]));
  return {
    host: '127.0.0.1',
    publicPorts: portsFrom(base),
    processPorts: Array.from({ length: processes }, (_, i) => portsFrom(base + 10 + 8 * i)),
    metricsPorts: Array.from({ length: processes }, (_, i) => base + 40 + i),
  };
}

export const origin = (layout: ScaleLayout, port: number) => `http://${layout.host}:${port}`;

/**
 * The environment that makes `loadSiteConfig` see the public site: the ports nginx listens on
 * (for the nginx config) or, for a process, its own ports with the remote map and shell origin
 * pointing at nginx, so pages and remote entries are fetched through it.
 */
export function siteEnv(layout: ScaleLayout, ports: Record<string, number>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PUBLIC_HOST: layout.host,
    SITE_ORIGIN: origin(layout, layout.publicPorts[shellApp.folder] as number),
  };
  for (const app of allApps) {
    env[portEnvName(app)] = String(ports[app.folder]);
    if (app !== shellApp) {
      const publicPort = layout.publicPorts[app.folder] as number;
      env[`REMOTE_${envStem(app)}_URL`] = `${origin(layout, publicPort)}/mf-manifest.json`;
    }
  }
  return env;
}
