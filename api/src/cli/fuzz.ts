import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from '../app/buildApiApp';
import { openDatabase, type Db } from '@btb/database';
import { parseFuzzArgs } from '../fuzz/fuzzOptions';
import { fuzzApiOf } from '../fuzz/fuzzApiOf';
import { httpTarget, injectTarget, type FuzzTarget } from '../fuzz/fuzzTarget';
import { printFuzzReport } from '../fuzz/printFuzzReport';
import { runFuzz } from '../fuzz/runFuzz';
import { prepareDatabase } from '../prepareDatabase';
import { testConfig } from '../testing/testConfig';

/**
 * `npm run fuzz -w @btb/api [-- --runs 10000 --seed 1 --url http://127.0.0.1:3100]`: random
 * requests across every route; exits 1 on any 5xx. Without --url it builds the API in process on
 * an in-memory PGlite with a freshly seeded catalogue (about a minute of setup).
 */
async function main(): Promise<number> {
  const options = parseFuzzArgs(process.argv.slice(2));
  // Cheap media and scrypt, PGlite in memory: the fuzz needs the routes, not production costs.
  const config = { ...testConfig(`fuzz-${process.pid}`), databaseUrl: undefined };
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  let target: FuzzTarget;
  if (options.url) {
    console.log(`[fuzz] target ${options.url}`);
    target = httpTarget(options.url);
  } else {
    console.log('[fuzz] preparing an in-process API on in-memory PGlite...');
    db = await openDatabase(config);
    await prepareDatabase(db, config);
    app = await buildApiApp({ db, config });
    target = injectTarget(app);
  }
  try {
    console.log(`[fuzz] ${options.runs} requests, seed ${options.seed}`);
    // A live site allows its own origin; the in-process app allows the test configuration's.
    const allowedOrigins = options.url ? [new URL(options.url).origin] : config.allowedOrigins;
    const api = await fuzzApiOf(target);
    console.log(
      `[fuzz] ${api.routes.length} routes, ${api.queryKeys.length} query parameters and ${api.fieldNames.length} body fields from /api/openapi.json`,
    );
    const report = await runFuzz(target, { ...options, allowedOrigins, api });
    printFuzzReport(report, options.seed);
    return report.serverErrors.length > 0 || report.timedOut ? 1 : 0;
  } finally {
    await app?.close();
    await db?.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[fuzz] failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
