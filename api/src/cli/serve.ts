import { buildApiApp } from '../app/buildApiApp';
import { startFailureMessage } from '../app/diskFull';
import { dataDirOf } from '@btb/database';
import { loadApiConfig } from '../config/loadApiConfig';
import { openDatabase } from '@btb/database';
import { prepareDatabase } from '../prepareDatabase';

/** `npm run start -w @btb/api`: the API alone on PORT (default 3100). */
async function main(): Promise<void> {
  const config = loadApiConfig(process.env);
  const db = await openDatabase(config);
  const report = await prepareDatabase(db, config, (line) => console.log(`[media] ${line}`));
  const app = await buildApiApp({ db, config, logger: true, compress: true });
  app.log.info({ report, database: db.kind }, 'database ready');
  const port = Number(process.env.PORT) || 3100;
  await app.listen({ host: process.env.HOST || 'localhost', port });
  // Drain: stop taking connections, finish the requests in flight, close the pool and Redis.
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[api] could not start: ${startFailureMessage(error, dataDirOf(process.env))}`);
  process.exit(1);
});
