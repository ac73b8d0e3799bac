import { browserStorageKeys } from './storageKeys';
import { remoteNamePattern } from './releases';

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

/**
 * Which remotes this browser loads from a dev server (the shell's remoteOverride.ts), mirrored in a
 * cookie for the server renderer: names only, never the URLs. The server leaves those remotes'
 * pages to the browser (and only where overrides are allowed), so the HTML never comes from the
 * release while the browser runs the dev server's code.
 */
export const overriddenRemotesCookie = (remotes: string[]) => {
  const names = remotes.filter((name) => remoteNamePattern.test(name));
  const name = browserStorageKeys.remoteOverridesCookie;
  return names.length > 0
    ? `${name}=${names.join('.')}; path=/; max-age=43200; samesite=strict`
    : `${name}=; path=/; max-age=0; samesite=strict`;
};

/** The overridden remotes a `Cookie` header names (bad parts are dropped). */
export function overriddenRemotesFrom(cookieHeader: string | undefined): string[] {
  const value = cookieValue(cookieHeader, browserStorageKeys.remoteOverridesCookie) ?? '';
  return value.split('.').filter((name) => remoteNamePattern.test(name));
}
