import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildApiApp, loadApiConfig, prepareDatabase } from '@btb/api';
import { openDatabase } from '@btb/database';
import { allApps, portEnv, type AppDescription } from '@btb/platform';
import { createOrigin } from './createOrigin';
import { devApiPortEnvName, devPortEnvName, devPorts, type DevPorts } from './dev/devPorts';
import { portInUse } from './dev/portInUse';
import { repoRoot } from '@btb/platform/paths';
import { loadSiteConfig, siteOrigins } from './siteConfig';
import { serveStandaloneConfig } from './standaloneConfig';

const webpackBin = path.join(repoRoot, 'node_modules', '.bin', 'webpack');

/** A start-up problem the user can fix (a taken port, an unknown app): said plainly, no stack. */
class DevError extends Error {}

interface Stoppable {
  close(): Promise<void>;
}

const children: ChildProcess[] = [];
const services: Stoppable[] = [];
let stopping = false;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Stops every dev server it started (waiting for each to exit), then the API. */
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const killLater = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000);
    await Promise.all(children.map(exited));
    clearTimeout(killLater);
    for (const service of services.reverse()) await service.close().catch(() => undefined);
  }
  process.exit(code);
}

async function ensureFree(wanted: { port: number; what: string; envName: string }[]) {
  for (const { port, what, envName } of wanted) {
    if (await portInUse(port)) {
      throw new DevError(
        `port ${port} for ${what} is taken (another dev server or npm start?). ` +
          `Stop that, or choose another port: ${envName}=<port> npm run dev${
            what === 'the dev API' ? '' : ` -- ${what}`
          }`,
      );
    }
  }
}

/** One webpack dev server per app, on its port; `/api` and the maps are proxied to `backend`. */
function startDevServers(apps: AppDescription[], ports: DevPorts, backend: string): void {
  for (const app of apps) {
    // webpack itself, not through npx, so that stopping dev stops the servers too.
    const child = spawn(
      webpackBin,
      ['serve', '--mode', 'development', '--port', String(ports.apps[app.folder])],
      {
        cwd: path.join(repoRoot, app.folder),
        stdio: 'inherit',
        env: { ...process.env, BTB_DEV_BACKEND: backend },
      },
    );
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[dev] ${app.folder}'s dev server stopped (${signal ?? `exit ${code}`})`);
      void stop(1);
    });
    children.push(child);
  }
}

/** The API, the remote map and the standalone config on the dev API port, for the dev servers. */
async function startDevApi(ports: DevPorts): Promise<string> {
  const config = loadSiteConfig({ ...process.env, ...portEnv(ports.apps) });
  const apiConfig = loadApiConfig({
    ...process.env,
    API_ALLOWED_ORIGINS: siteOrigins(config).join(','),
  });
  const db = await openDatabase(apiConfig);
  services.push({ close: () => db.close() });
  await prepareDatabase(db, apiConfig, (line) => console.log(`[media] ${line}`));
  const api = await buildApiApp({ db, config: apiConfig, logger: true });
  services.push({ close: () => api.close() });
  const server = await createOrigin(api, apiConfig.trustProxy);
  server.get('/remotes.json', () => config.remoteMap);
  serveStandaloneConfig(server, config.shellOrigin, async () => config.remoteMap);
  await server.listen({ host: config.host, port: ports.api });
  services.push({ close: () => server.close() });
  return config.shellOrigin;
}

/**
 * `npm run dev`: the dev API and every app's dev server. `npm run dev -- mf-search`: only that
 * remote's dev server (its standalone page), on the real site's API and remote map (a running
 * `npm start`, or `SITE_ORIGIN`), so it can also be loaded into that site (README, "Developing").
 */
async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void stop(0));
  }
  const only = process.argv[2];
  const ports = devPorts();
  if (only) {
    const app = allApps.find((candidate) => candidate.folder === only);
    if (!app) {
      throw new DevError(
        `there is no app "${only}"; apps: ${allApps.map((a) => a.folder).join(', ')}`,
      );
    }
    const port = ports.apps[app.folder] as number;
    await ensureFree([{ port, what: app.folder, envName: devPortEnvName(app) }]);
    const site = loadSiteConfig().shellOrigin;
    startDevServers([app], ports, site);
    console.log(
      `[dev] ${app.folder} at http://localhost:${port}/ (live reload); /api and the remote map from ${site}`,
    );
    return;
  }
  await ensureFree([
    { port: ports.api, what: 'the dev API', envName: devApiPortEnvName },
    ...allApps.map((app) => ({
      port: ports.apps[app.folder] as number,
      what: app.folder,
      envName: devPortEnvName(app),
    })),
  ]);
  const shellOrigin = await startDevApi(ports);
  startDevServers(allApps, ports, `http://localhost:${ports.api}`);
  console.log(`[dev] the site at ${shellOrigin} (live reload), the API at :${ports.api}`);
}

main().catch((error: unknown) => {
  if (error instanceof DevError) console.error(`[dev] ${error.message}`);
  else console.error('[dev] could not start:', error);
  void stop(1);
});
