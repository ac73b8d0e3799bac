import path from 'node:path';
import { portEnv, portsFrom, shellApp } from '@btb/platform';

/**
 * The suites run against the default ports; `E2E_BASE_PORT=4700` moves the whole site (shell on
 * 4700, remotes after it, as in platform/platform.json) so several people can run the suites on one
 * machine.
 */
export const firstBasePort = Number(process.env.E2E_BASE_PORT ?? shellApp.defaultPort);

/**
 * Each Playwright worker has a site of its own (ports, database, registry, rate limits): many
 * specs share the demo accounts and the registry, so two workers on one site would trip over each
 * other. Worker n's block starts `siteSpacing` × n ports after the first (eight site ports, the
 * override spec's stand-in dev server at +10; not 20, which from 4200 lands on NATS's 4222).
 */
export const siteSpacing = 30;

/** How many workers, and so sites, a run uses (`E2E_WORKERS`, 2 by default: one per core). */
export const siteCount = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/** The base port of the site Playwright's worker with this parallel index tests. */
export const basePortOf = (parallelIndex: number) => firstBasePort + siteSpacing * parallelIndex;

/** Playwright sets TEST_PARALLEL_INDEX in each worker (0 in the runner itself). */
export const basePort = basePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const sitePorts = portsFrom(basePort);

export const shellOrigin = `http://localhost:${basePort}`;

/** The site's own database and releases (`npm start` with DATA_DIR). */
export const dataDirOf = (base: number) =>
  path.resolve(__dirname, '..', '..', '.data', `e2e-${base}`);

export const dataDir = dataDirOf(basePort);

/** The deploy token the suites' sites are started with (registry writes). */
export const deployToken = process.env.DEPLOY_TOKEN || 'e2e-deploy-token';

/** The environment `npm start` gets for the site at `base`: its ports and its own data. */
export function siteEnv(base: number, mediaDir: string): Record<string, string> {
  return {
    ...portEnv(portsFrom(base)),
    DATA_DIR: dataDirOf(base),
    MEDIA_DIR: mediaDir,
    DEPLOY_TOKEN: deployToken,
    // The suites check what the server renders, not how fast: on a shared, busy machine (two sites
    // here, other people's runs beside them) the 300 ms production budget is missed often enough
    // to leave a page to the browser in a test that reads the first HTML.
    REMOTE_RENDER_BUDGET_MS: '3000',
  };
}
