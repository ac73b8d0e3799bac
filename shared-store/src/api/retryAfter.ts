/** The longest wait a `Retry-After` may ask of the browser; a longer one is cut to this. */
export const longestRetryAfterSeconds = 60;

/**
 * Seconds a `Retry-After` header asks to wait (delta-seconds, or an HTTP date), from 1 to
 * `longestRetryAfterSeconds`; undefined when there is none or it cannot be read.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  // delta-seconds, or an IMF date ("Mon, 07 Dec 2026 10:00:12 GMT"); nothing else.
  const seconds = /^\d+$/.test(trimmed)
    ? Number(trimmed)
    : /^[A-Za-z]{3}, /.test(trimmed)
      ? Math.ceil((Date.parse(trimmed) - now) / 1000)
      : NaN;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(longestRetryAfterSeconds, Math.max(1, seconds));
}
