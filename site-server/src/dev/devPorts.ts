import { allApps, envStem, platform, shellApp, type AppDescription } from '@btb/platform';

/** `DEV_PORT` for the shell, `MF_SEARCH_DEV_PORT` and so on; `DEV_API_PORT` for the dev API. */
export const devPortEnvName = (app: AppDescription) =>
  app === shellApp ? 'DEV_PORT' : `${envStem(app)}_DEV_PORT`;

export const devApiPortEnvName = 'DEV_API_PORT';

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port >= 65536) {
    throw new Error(`"${value}" is not a port (1–65535).`);
  }
  return port;
}

export interface DevPorts {
  /** By app folder. */
  apps: Record<string, number>;
  api: number;
}

/**
 * Each app's dev server port from the environment, else its default from the platform description
 * moved by `devPortOffset` (3202 for mf-search), so `npm run dev` runs beside `npm start`.
 */
export function devPorts(env: NodeJS.ProcessEnv = process.env): DevPorts {
  const apps: Record<string, number> = {};
  for (const app of allApps) {
    const name = devPortEnvName(app);
    try {
      apps[app.folder] = portFrom(env[name], app.defaultPort + platform.devPortOffset);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
  }
  const api = portFrom(env[devApiPortEnvName], platform.apiDevPort);
  return { apps, api };
}
