/** One cookie's value in a `Cookie` header (`document.cookie` has the same form), or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** A year: how long the cookies that mirror a saved choice for the server renderer live. */
export const choiceCookieMaxAge = 365 * 24 * 60 * 60;

/** `name=value; path=/; max-age=…; samesite=lax`, for `document.cookie`. */
export const choiceCookie = (name: string, value: string) =>
  `${name}=${value}; path=/; max-age=${choiceCookieMaxAge}; samesite=lax`;
