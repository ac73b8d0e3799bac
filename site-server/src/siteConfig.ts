import { allApps, envStem, portEnvName, remoteApps, shellApp } from '@btb/platform';

export interface SiteConfig {
  host: string;
  ports: Record<string, number>;
  shellOrigin: string;
  /** Remote name → manifest URL, served to the shell as `/remotes.json`. */
  remoteMap: Record<string, string>;
  /** Origins the shell page may load code from (CSP) and that may read remote assets (CORS). */
  remoteOrigins: string[];
  /** Pages rendered on the server (`SERVER_RENDER=off` serves the client-rendered page). */
  serverRender: boolean;
  /** `REMOTE_RENDER_BUDGET_MS`: a remote slower than this on the server renders in the browser. */
  remoteBudgetMs: number;
  /**
   * `PAGE_CACHE_MB` (64): the bytes of rendered pages kept for the next visitors of the same
   * variant (docs/page-cache.md); `0` renders every page afresh.
   */
  pageCacheBytes: number;
}

const defaultPageCacheMb = 64;

function portFrom(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

/**
 * Every origin of the site (the shell's, then the remotes'): the API's allowed origins and the
 * origins that may read a remote's files with credentials (CORS), here and in the nginx config.
 */
export const siteOrigins = (
  config: Pick<SiteConfig, 'shellOrigin' | 'remoteOrigins'>,
): string[] => [config.shellOrigin, ...config.remoteOrigins];

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Ports: `PORT` for the shell, `MF_SEARCH_PORT` and so on for remotes. Remote map: each remote's
 * manifest URL defaults to its local origin and is overridden by `REMOTE_MF_SEARCH_URL` and so on,
 * which is how a deployment points the shell at remotes on other hosts.
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const host = env.HOST || 'localhost';
  const ports: Record<string, number> = {};
  for (const app of allApps) {
    ports[app.folder] = portFrom(env[portEnvName(app)], app.defaultPort);
  }
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const shellOrigin = env.SITE_ORIGIN || `http://${publicHost}:${ports[shellApp.folder]}`;
  const remoteMap: Record<string, string> = {};
  for (const app of remoteApps) {
    const override = env[`REMOTE_${envStem(app)}_URL`];
    const fallback = `http://${publicHost}:${ports[app.folder]}/mf-manifest.json`;
    remoteMap[app.name] = override && originOf(override) ? override : fallback;
  }
  const remoteOrigins = [
    ...new Set(Object.values(remoteMap).map((url) => originOf(url) as string)),
  ];
  const serverRender = env.SERVER_RENDER !== 'off';
  const budget = Number(env.REMOTE_RENDER_BUDGET_MS);
  const remoteBudgetMs = Number.isInteger(budget) && budget > 0 ? budget : 300;
  const pageCacheMb = Number(env.PAGE_CACHE_MB ?? defaultPageCacheMb);
  const pageCacheBytes =
    Number.isFinite(pageCacheMb) && pageCacheMb >= 0
      ? Math.round(pageCacheMb * 1024 * 1024)
      : defaultPageCacheMb * 1024 * 1024;
  return {
    host,
    ports,
    shellOrigin,
    remoteMap,
    remoteOrigins,
    serverRender,
    remoteBudgetMs,
    pageCacheBytes,
  };
}
