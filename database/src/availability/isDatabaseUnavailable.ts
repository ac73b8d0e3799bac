/**
 * SQLSTATEs that mean "the server is not there right now", not "this statement is wrong": class 08
 * (connection exceptions) and the shutdown/start-up states of class 57.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a server that is down, restarting or unreachable. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** The `pg` driver's own wording when a connection is lost or never made. */
const unavailableMessages =
  /connection terminated|timeout exceeded when trying to connect|not queryable|connection is closed|server closed the connection/i;

/**
 * True when `error` says the database could not be reached (stopped, restarting, too many
 * connections, the network): the request may succeed when asked again, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (unavailableStates.has(code) || unavailableSocketCodes.has(code)) return true;
  }
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  // Node reports a refused localhost (IPv4 and IPv6 both tried) as an AggregateError.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
