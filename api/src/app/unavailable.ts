import type { FastifyReply } from 'fastify';

/** What a client is told while the database cannot be reached. */
export const databaseUnavailableMessage =
  'The service is briefly unavailable while its database restarts. Please try again in a few seconds.';

/** Seconds a client should wait before asking again (`Retry-After`). */
export const retryAfterSeconds = 5;

/** Why a request was answered 503 (a dependency) or 507 (a full disk), as `/metrics` counts it. */
export type UnavailableCause = 'database' | 'disk';

const causes = new WeakMap<FastifyReply, UnavailableCause>();

/** Notes why `reply` could not be served, for the metrics (the caller sends it). */
export function noteUnavailableCause(reply: FastifyReply, cause: UnavailableCause) {
  causes.set(reply, cause);
}

/** Answers 503 with `Retry-After` and a JSON message, and notes why for the metrics. */
export function sendUnavailable(reply: FastifyReply, cause: UnavailableCause, message: string) {
  noteUnavailableCause(reply, cause);
  return reply.code(503).header('Retry-After', String(retryAfterSeconds)).send({ message });
}

export const unavailableCauseOf = (reply: FastifyReply): UnavailableCause | undefined =>
  causes.get(reply);
