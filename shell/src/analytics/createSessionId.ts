const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** SPEC section 9: a 21-character random session id (URL-safe, like nanoid). */
export function createSessionId(length = 21): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 64 symbols: the low 6 bits of each byte pick one without bias.
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
}

export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{21}$/.test(value);
