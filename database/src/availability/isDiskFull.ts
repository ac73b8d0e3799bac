/** Node's ENOSPC, PostgreSQL's `disk_full` (53100) and the drivers' wording of them. */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (code === 'ENOSPC' || code === '53100') return true;
  if (typeof message === 'string' && /no space left on device|disk full/i.test(message))
    return true;
  return cause !== undefined && cause !== error && isDiskFull(cause);
}
