import path from 'node:path';
import { portEnv, portsFrom, shellApp } from '@btb/platform';

/**
 * The suites run against the default ports; `E2E_BASE_PORT=4700` moves the whole site (shell on
 * 4700, remotes after it, as in platform/platform.json) so several people can run the suites on one
 * machine.
 */
export const basePort = Number(process.env.E2E_BASE_PORT ?? shellApp.defaultPort);

export const sitePorts = portsFrom(basePort);

export const shellOrigin = `http://localhost:${basePort}`;

export function siteEnv(): Record<string, string> {
  return portEnv(sitePorts);
}

/** The suite's own database and releases (`npm start` with DATA_DIR). */
export const dataDir = path.resolve(__dirname, '..', '..', '.data', `e2e-${basePort}`);

/** The deploy token the suite's site is started with (registry writes). */
export const deployToken = process.env.DEPLOY_TOKEN || 'e2e-deploy-token';
