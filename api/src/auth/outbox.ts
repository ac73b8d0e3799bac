import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '@btb/database';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Mail is written to the `outbox` table (a mail worker would send and mark it) and to the log,
 * so a developer can follow a confirmation link without a mail server:
 * `npm run outbox -w @btb/api`.
 */
export async function queueMail(
  db: Queryable,
  log: FastifyBaseLogger,
  mail: OutgoingMail,
): Promise<void> {
  await db.query('INSERT INTO outbox (recipient, subject, body) VALUES ($1, $2, $3)', [
    mail.recipient,
    mail.subject,
    mail.body,
  ]);
  log.info({ outbox: mail }, 'mail queued in outbox');
}
