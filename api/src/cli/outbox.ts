import { loadApiConfig } from '../config/loadApiConfig';
import { openDatabase, isoTimestamp } from '@btb/database';
import { migrateApi } from '../db/apiMigrations';

/** `npm run outbox -w @btb/api`: the latest queued e-mails, e.g. to follow a confirmation link. */
async function main(): Promise<void> {
  const config = loadApiConfig(process.env);
  const db = await openDatabase(config);
  try {
    await migrateApi(db);
    const mails = await db.query<{
      created: string;
      recipient: string;
      subject: string;
      body: string;
    }>(
      `SELECT ${isoTimestamp('created_at')} AS created, recipient, subject, body
       FROM outbox ORDER BY id DESC LIMIT $1`,
      [Number(process.argv[2]) || 10],
    );
    if (mails.length === 0) console.log('The outbox is empty.');
    for (const mail of mails) {
      console.log(`--- ${mail.created} to ${mail.recipient}: ${mail.subject}\n${mail.body}\n`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('[api] outbox failed:', error);
  process.exit(1);
});
