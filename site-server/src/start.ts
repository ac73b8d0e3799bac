import { startFailureMessage } from '@btb/api';
import { dataDirOf } from '@btb/database';
import { remoteApps } from '@btb/platform';
import { ensureBuilt } from './ensureBuilt';
import { heapLimitWarning } from './heapLimit';
import { loadSiteConfig } from './siteConfig';
import { startSite } from './startSite';

/**
 * Requests still running after this long on SIGTERM are cut off. Longer than a server-rendered
 * page takes on a saturated machine (the scale test saw up to 15 s on two loaded cores), shorter
 * than nginx's 60 s read timeout and docker-compose's stop_grace_period.
 */
const drainTimeoutMs = 30_000;

async function main(): Promise<void> {
  const config = loadSiteConfig();
  const heapWarning = heapLimitWarning();
  if (heapWarning) console.warn(heapWarning);
  await ensureBuilt();
  const site = await startSite(config);
  console.log(`[site] Beat to Breakthrough is up at ${config.shellOrigin}`);
  for (const remote of remoteApps) {
    console.log(
      `[site]   ${remote.folder.padEnd(17)} http://localhost:${config.ports[remote.folder]}/`,
    );
  }
  // Drain: stop taking connections, finish the requests in flight, close the pool and Redis.
  const stop = (signal: NodeJS.Signals) => {
    const started = Date.now();
    console.log(`[site] ${signal}: draining (new requests answered 503, in-flight ones finish)`);
    setTimeout(() => {
      console.error(`[site] drain took over ${drainTimeoutMs / 1000} s: requests cut off`);
      process.exit(1);
    }, drainTimeoutMs).unref();
    void site.close().then(() => {
      console.log(`[site] drained in ${Date.now() - started} ms`);
      process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[site] could not start: ${startFailureMessage(error, dataDirOf(process.env))}`);
  process.exit(1);
});
