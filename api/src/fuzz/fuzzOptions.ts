/** What one `npm run fuzz` does; bounded so a typo cannot start an endless or huge run. */
export interface FuzzOptions {
  runs: number;
  seed: number;
  maxSeconds: number;
  /** A running API on this machine; absent means an in-process app on in-memory PGlite. */
  url: string | undefined;
}

export const maxRuns = 200_000;

const loopbackHosts = new Set(['localhost', '[::1]']);

/** Only this machine may be a target: the loopback range, by name or address. */
export function isLoopbackUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return loopbackHosts.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function bounded(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be 1..${max}`);
  return n;
}

/** `--runs 10000 --seed 42 --max-seconds 900 --url http://127.0.0.1:3100` (all optional). */
export function parseFuzzArgs(args: string[]): FuzzOptions {
  const url = flag(args, 'url');
  if (url !== undefined && !isLoopbackUrl(url)) {
    throw new Error(`--url must point at this machine (loopback), not ${url}`);
  }
  return {
    runs: bounded(flag(args, 'runs'), 10_000, maxRuns, 'runs'),
    seed: bounded(flag(args, 'seed'), Date.now() % 2 ** 31, 2 ** 31 - 1, 'seed'),
    maxSeconds: bounded(flag(args, 'max-seconds'), 900, 3600, 'max-seconds'),
    url: url?.replace(/\/+$/, ''),
  };
}
