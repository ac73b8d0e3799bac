import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildApiApp, loadApiConfig, openDatabase, prepareDatabase } from '@btb/api';
import { allApps, platform } from '@btb/platform';
import { repoRoot } from './paths';
import { createOrigin } from './createOrigin';
import { loadSiteConfig } from './siteConfig';

/** The API and the remote map; the dev servers proxy `/api` and `/remotes.json` to it. */
const devApiPort = platform.apiDevPort;
const webpackBin = path.join(repoRoot, 'node_modules', '.bin', 'webpack');

async function main(): Promise<void> {
  const only = process.argv[2];
  const config = loadSiteConfig();
  const apiConfig = loadApiConfig({
    ...process.env,
    API_ALLOWED_ORIGINS: [config.shellOrigin, ...config.remoteOrigins].join(','),
  });
  const db = await openDatabase(apiConfig);
  await prepareDatabase(db, apiConfig);
  const api = await buildApiApp({ db, config: apiConfig, logger: true });
  const server = await createOrigin(api, apiConfig.trustProxy);
  server.get('/remotes.json', () => config.remoteMap);
  await server.listen({ host: config.host, port: devApiPort });

  const apps = only ? allApps.filter((app) => app.folder === only) : allApps;
  if (apps.length === 0) throw new Error(`Unknown package "${only}".`);
  const children: ChildProcess[] = apps.map((app) =>
    // webpack itself, not through npx, so that stopping dev stops the servers too.
    spawn(webpackBin, ['serve', '--mode', 'development'], {
      cwd: path.join(repoRoot, app.folder),
      stdio: 'inherit',
    }),
  );
  console.log(`[dev] live-reloading ${apps.map((app) => app.folder).join(', ')}`);
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    void server
      .close()
      .then(() => api.close())
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[dev] could not start:', error);
  process.exit(1);
});
