import { randomBytes } from 'node:crypto';
import type { Request } from 'autocannon';
import { clientCookieName, clientCookieValue } from '@btb/api';
import { hashedChunksOf, run } from './loadTools';

/** A like or play the API answered 200 to as counted: it must be in the database afterwards. */
export interface Acknowledged {
  kind: 'like' | 'play';
  clientKey: string;
  songId: number;
}

export interface LoadTarget {
  shellUrl: string;
  /** Remote folder → its public origin. */
  remoteUrls: Record<string, string>;
  songIds: number[];
  mediaSigningSecret: string;
  connections: number;
  seconds: number;
}

export interface LoadOutcome {
  /** GETs (pages, API reads, remote files) that did not get a 2xx: errors, timeouts, statuses. */
  gets: {
    total: number;
    failed: number;
    p99: number;
    statuses: Record<string, number>;
    examples: string[];
  };
  posts: { total: number; acknowledged: Acknowledged[] };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A fresh visitor: a client id the API signed, as its cookie would carry it. */
export function newClient(secret: string): { key: string; cookie: string } {
  const id = randomBytes(16).toString('base64url').slice(0, 22);
  return { key: `c:${id}`, cookie: `${clientCookieName}=${clientCookieValue(id, secret)}` };
}

/** The first GETs that got no 2xx, as `status path`, to say which failed. */
const failedGets: string[] = [];

const getRequest = (path: () => string): Request => ({
  method: 'GET',
  setupRequest: (request, context: { path?: string }) => {
    context.path = path();
    return { ...request, path: context.path };
  },
  onResponse: (status, _body, context: { path?: string }) => {
    if ((status < 200 || status > 299) && failedGets.length < 10)
      failedGets.push(`${status} ${context.path}`);
  },
});

/**
 * A GET fails when it errs, gets no 2xx, or takes over 30 s (two shared cores saturated by page
 * renders answer in seconds at the p99, which the table shows). 100 connections for `seconds`: 60 on the shell origin (server-rendered pages, search, song
 * detail, playlists, `/remotes.json`), 30 on two remote origins (manifest, remote entry, a hashed
 * chunk) and 10 liking and playing as ever-new visitors, each 200 answer recorded.
 */
export async function runMixedLoad(target: LoadTarget): Promise<LoadOutcome> {
  const { songIds, seconds } = target;
  const postConnections = Math.max(2, Math.round(target.connections / 10));
  const remoteConnections = Math.round(target.connections * 0.3);
  const shellConnections = target.connections - postConnections - remoteConnections;
  const words = ['love', 'time', 'haus', 'night', 'sun', 'heart', 'welt'];
  const shell = run({
    url: target.shellUrl,
    connections: shellConnections,
    duration: seconds,
    timeout: 30,
    requests: [
      getRequest(() => '/'),
      getRequest(() => `/api/content/search?q=${pick(words)}`),
      getRequest(() => `/api/song/${pick(songIds)}`),
      getRequest(() => `/song/${pick(songIds)}`),
      getRequest(() => '/remotes.json'),
      getRequest(() => '/api/playlists'),
      getRequest(() => '/search'),
    ],
  });
  const remotes = ['mf-search', 'mf-song'].map((dir) => {
    const chunks = hashedChunksOf(dir);
    return run({
      url: target.remoteUrls[dir] as string,
      connections: Math.round(remoteConnections / 2),
      duration: seconds,
      timeout: 30,
      requests: [
        getRequest(() => '/mf-manifest.json'),
        getRequest(() => '/remoteEntry.js'),
        getRequest(() => `/${pick(chunks)}`),
      ],
    });
  });

  const acknowledged: Acknowledged[] = [];
  let posts = 0;
  type Context = { pending?: Acknowledged };
  const counter = (kind: Acknowledged['kind']): Request => ({
    method: 'POST',
    setupRequest: (request, context: Context) => {
      const client = newClient(target.mediaSigningSecret);
      const songId = pick(songIds);
      context.pending = { kind, clientKey: client.key, songId };
      posts += 1;
      return {
        ...request,
        path: `/api/content/${songId}/${kind}`,
        headers: { cookie: client.cookie, origin: target.shellUrl },
      };
    },
    onResponse: (status, body, context: Context) => {
      // All of them come from one address: past its day allowance a song's answer says not counted.
      if (status === 200 && context.pending && !body.includes('"notCounted"')) {
        acknowledged.push(context.pending);
      }
    },
  });
  const writes = run({
    url: target.shellUrl,
    connections: postConnections,
    duration: seconds,
    timeout: 30,
    requests: [counter('like'), counter('play')],
  });

  const getResults = await Promise.all([shell, ...remotes]);
  await writes;
  const statuses: Record<string, number> = {};
  let total = 0;
  let failed = 0;
  for (const result of getResults) {
    total += result.requests.total;
    // autocannon's `errors` counts its timeouts too: a request that timed out is one failure.
    failed += result.errors + result.non2xx;
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + (stats as { count: number }).count;
    const connectionErrors = result.errors - result.timeouts;
    if (connectionErrors) statuses.errors = (statuses.errors ?? 0) + connectionErrors;
    if (result.timeouts) statuses.timeouts = (statuses.timeouts ?? 0) + result.timeouts;
  }
  const p99 = Math.max(...getResults.map((result) => result.latency.p99));
  return {
    gets: { total, failed, p99, statuses, examples: [...failedGets] },
    posts: { total: posts, acknowledged },
  };
}
