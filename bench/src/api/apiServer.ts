import { buildApiApp, loadApiConfig, ResponseCache } from '@btb/api';
import { openDatabase } from '@btb/database';
import { noResponseCacheEnv } from '../config';

/**
 * The API alone on PostgreSQL, in its own process so its memory can be sampled and autocannon does
 * not share its event loop. The database is already migrated and seeded by the bench.
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2]);
  const config = loadApiConfig(process.env);
  const db = await openDatabase(config);
  // Compressed as the site serves it, so the soak measures compression's memory and time too.
  const responseCache =
    process.env[noResponseCacheEnv] === '1'
      ? new ResponseCache({ maxEntries: 1, ttlMs: 1 })
      : undefined;
  const app = await buildApiApp({ db, config, compress: true, responseCache });
  await app.listen({ host: '127.0.0.1', port });
  console.log('ready');
  const stop = () =>
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
