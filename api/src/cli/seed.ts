import { loadApiConfig } from '../config/loadApiConfig';
import { openDatabase } from '@btb/database';
import { prepareDatabase } from '../prepareDatabase';

/** `npm run seed -w @btb/api`: migrate, seed and generate media, then exit. */
async function main(): Promise<void> {
  const config = loadApiConfig(process.env);
  const db = await openDatabase(config);
  try {
    const report = await prepareDatabase(db, config, (line) => console.log(`[media] ${line}`));
    console.log(`[api] database ready (${db.kind}):`, report);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('[api] seed failed:', error);
  process.exit(1);
});
